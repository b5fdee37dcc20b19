import type { UrlWarning } from '../model/url-warning.js';
import type { Strings } from './strings.js';

// The words for a link's warnings: loaded with URL mode, which alone shows them.

/** Warnings told by a fixed sentence. */
const PLAIN_WARNINGS = { http: 'warnHttp', credentials: 'warnCredentials', ip: 'warnIpHost', bidi: 'warnBidi' } as const;

/** The plain-words sentence for one warning about a link. */
export function warningText(warning: UrlWarning, s: Strings): string {
  switch (warning.code) {
    case 'punycode':
      return s.warnPunycode(warning.unicode, warning.ascii);
    case 'confusable':
      return s.warnConfusable(warning.looksLike);
    case 'mixed-script':
      return s.warnMixedScript(warning.label);
    case 'other-site':
      return s.warnOtherSite(warning.target, warning.server);
    case 'disguised-host':
      return s.warnDisguisedHost(warning.written, warning.host);
    default:
      return s[PLAIN_WARNINGS[warning.code]];
  }
}
