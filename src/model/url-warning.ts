/** Something about a link a person should know before opening it. */
export type UrlWarning =
  | { code: 'http' | 'credentials' | 'ip' | 'bidi' }
  | { code: 'punycode'; unicode: string; ascii: string }
  | { code: 'confusable'; looksLike: string }
  | { code: 'mixed-script'; label: string }
  | { code: 'other-site'; target: string; server: string }
  | { code: 'disguised-host'; written: string; host: string };
