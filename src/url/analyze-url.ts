import { hasBidiControls } from '../internal/bidi.js';

/** Something about a link a person should know before opening it. */
export type UrlWarning =
  | { code: 'http' | 'credentials' | 'ip' | 'bidi' }
  | { code: 'punycode'; unicode: string; ascii: string }
  | { code: 'confusable'; looksLike: string }
  | { code: 'mixed-script'; label: string }
  | { code: 'other-site'; target: string; server: string };

export type UrlAnalysis =
  | {
      ok: true;
      /** The URL exactly as it will be opened (WHATWG-serialised: ASCII, punycode host, percent-encoded). */
      href: string;
      /** `href` split around the host, so the host can be emphasised in place. */
      before: string;
      host: string;
      after: string;
      warnings: UrlWarning[];
    }
  | { ok: false; reason: 'unparsable' } | { ok: false; reason: 'scheme'; scheme: string };

/** Finds the registrable domain (eTLD+1) of a host name, or null for IPs and single labels. */
export type SiteOf = (hostname: string) => string | null;

/**
 * What the analysis needs a large table for: the caller loads each one lazily, only for a URL that
 * needs it (see `lookupsNeeded`), and analyses again once it has it.
 */
export interface UrlLookups {
  /** The public-suffix list: for a link to another host than the server's. */
  siteOf?: SiteOf;
  /** Punycode: the Unicode form of a host with `xn--` labels. */
  toUnicode?: (hostname: string) => string;
}

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export const isLoopback = (hostname: string): boolean => LOOPBACK.test(hostname);
const isIp = (hostname: string): boolean => IPV4.test(hostname) || hostname.startsWith('[');

/** Letters of other alphabets that pass for Latin ones in most fonts. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y', ь: 'b', ɡ: 'g',
  // Greek
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j',
  // Latin look-alikes outside ASCII
  ı: 'i', ɑ: 'a', ɩ: 'i', ɪ: 'i', ʏ: 'y', ᴏ: 'o', ᴄ: 'c', ᴠ: 'v', ᴡ: 'w', ᴢ: 'z',
};

/** Alphabets whose letters are mistaken for each other; mixing them inside one label is a classic spoof. */
const ALPHABETS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Cherokee'] as const;
const SCRIPT_TESTS = ALPHABETS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const char of label) for (const [name, test] of SCRIPT_TESTS) if (test.test(char)) found.add(name);
  return found;
}

/** The ASCII name a Unicode label imitates, when every letter of it has an ASCII twin. */
function skeleton(label: string): string | undefined {
  let out = '';
  for (const char of label.toLowerCase()) {
    if (char <= '\u007f') out += char;
    else if (LOOKALIKES[char]) out += LOOKALIKES[char];
    else return undefined;
  }
  return out;
}

const isPunycode = (hostname: string): boolean => hostname.split('.').some((label) => label.startsWith('xn--'));

function hostWarnings(hostname: string, toUnicode?: (hostname: string) => string): UrlWarning[] {
  if (!isPunycode(hostname)) return [];
  // Until punycode has loaded, the warning names the ASCII form twice (the caller waits for it).
  const unicode = toUnicode ? toUnicode(hostname) : hostname;
  const warnings: UrlWarning[] = [{ code: 'punycode', unicode, ascii: hostname }];
  for (const label of unicode.split('.')) if (scriptsOf(label).size > 1) warnings.push({ code: 'mixed-script', label });
  const labels = unicode.split('.').map((label) => skeleton(label));
  if (labels.every((l) => l !== undefined)) {
    const looksLike = labels.join('.');
    if (looksLike !== hostname) warnings.push({ code: 'confusable', looksLike });
  }
  return warnings;
}

/**
 * Reads a URL-mode `url` as hostile input: refuses every scheme but https and http, and lists what
 * a person should weigh before opening it. Fetches nothing. `server` is the asking server's origin
 * (from the host app); with `lookups.siteOf`, a link to a different registrable domain is flagged.
 */
export function analyzeUrl(raw: string, server?: { origin?: string }, lookups: UrlLookups = {}): UrlAnalysis {
  const { siteOf, toUnicode } = lookups;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme', scheme: url.protocol };

  const { hostname, host, href } = url;
  const warnings: UrlWarning[] = [];
  if (url.protocol === 'http:' && !isLoopback(hostname)) warnings.push({ code: 'http' });
  warnings.push(...hostWarnings(hostname, toUnicode));
  if (url.username || url.password) warnings.push({ code: 'credentials' });
  if (isIp(hostname) && !isLoopback(hostname)) warnings.push({ code: 'ip' });
  if (hasBidiControls(raw)) warnings.push({ code: 'bidi' });

  const serverHost = hostnameOf(server?.origin);
  if (serverHost && siteOf && serverHost !== hostname) {
    const target = siteOf(hostname) ?? hostname;
    const asking = siteOf(serverHost) ?? serverHost;
    if (target !== asking) warnings.push({ code: 'other-site', target, server: asking });
  }

  // Credentials come before the host in href, and may even spell the host's name, so build the prefix.
  const userinfo = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  const before = `${url.protocol}//${userinfo}`;
  return { ok: true, href, before, host, after: href.slice(before.length + host.length), warnings };
}

/** The host name of an origin (or any URL), or undefined when it cannot be read. */
export function hostnameOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Which lookups the analysis of `raw` needs: the public-suffix list for a link to another host than the server's, punycode for an `xn--` host. */
export function lookupsNeeded(raw: string, server?: { origin?: string }): { siteOf: boolean; toUnicode: boolean } {
  const serverHost = hostnameOf(server?.origin);
  const targetHost = hostnameOf(raw);
  return { siteOf: !!serverHost && !!targetHost && serverHost !== targetHost, toUnicode: !!targetHost && isPunycode(targetHost) };
}
