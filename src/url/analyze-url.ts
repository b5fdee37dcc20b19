import { hasBidiControls } from '../internal/bidi.js';

import type { UrlWarning } from '../model/url-warning.js';

export type { UrlWarning };

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
  | { ok: false; reason: 'unparsable' }
  | { ok: false; reason: 'scheme'; scheme: string };

/** Finds the registrable domain (eTLD+1) of a host name, or null for IPs and single labels. */
export type SiteOf = (hostname: string) => string | null;

/**
 * What the analysis needs a large table for: the caller loads each one lazily, only for a URL that
 * needs it (see `lookupsNeeded`), and analyses again once it has it.
 */
export interface UrlLookups {
  /** The public-suffix list: for a link to another host than the server's. */
  siteOf?: SiteOf;
  /** Punycode and look-alike tables: what an international (`xn--`) host shows as, and imitates. */
  international?: (hostname: string) => UrlWarning[];
}

const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export const isLoopback = (hostname: string): boolean => LOOPBACK.test(hostname);
const isIp = (hostname: string): boolean => IPV4.test(hostname) || hostname.startsWith('[');

const isPunycode = (hostname: string): boolean => hostname.split('.').some((label) => label.startsWith('xn--'));

/**
 * The host as the link writes it: between `//` (after any user info) and the port, path, query or
 * fragment, in lower case; undefined when the link has no `//` authority to read.
 */
function writtenHost(raw: string): string | undefined {
  const authority = raw.trim().match(/^[a-z][a-z\d+.-]*:\/\/([^/?#\\]*)/i)?.[1];
  if (authority === undefined) return undefined;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return (host.startsWith('[') ? host.replace(/(\])(:\d*)?$/, '$1') : host.replace(/:\d*$/, '')).toLowerCase();
}

/**
 * Reads a URL-mode `url` as hostile input: refuses every scheme but https and http, and lists what
 * a person should weigh before opening it. Fetches nothing. `server` is the asking server's origin
 * (from the host app); with `lookups.siteOf`, a link to a different registrable domain is flagged.
 */
export function analyzeUrl(raw: string, server?: { origin?: string }, lookups: UrlLookups = {}): UrlAnalysis {
  const { siteOf, international } = lookups;
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
  // Until its tables have loaded, an international host is named by its ASCII form (the caller waits).
  if (isPunycode(hostname)) warnings.push(...(international?.(hostname) ?? [{ code: 'punycode', unicode: hostname, ascii: hostname }]));
  if (url.username || url.password) warnings.push({ code: 'credentials' });
  if (isIp(hostname) && !isLoopback(hostname)) warnings.push({ code: 'ip' });
  // Written one way, leading to another: percent-encoded (%65xample.com), a number (0x7f.1,
  // 2130706433), full-width letters. An international name is told by its own warning.
  const written = writtenHost(raw);
  if (written !== undefined && written !== hostname && !isPunycode(hostname)) warnings.push({ code: 'disguised-host', written, host: hostname });
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

/** Which lookups the analysis of `raw` needs: the public-suffix list for a link to another host than the server's, the international tables for an `xn--` host. */
export function lookupsNeeded(raw: string, server?: { origin?: string }): { siteOf: boolean; international: boolean } {
  const serverHost = hostnameOf(server?.origin);
  const targetHost = hostnameOf(raw);
  return { siteOf: !!serverHost && !!targetHost && serverHost !== targetHost, international: !!targetHost && isPunycode(targetHost) };
}
