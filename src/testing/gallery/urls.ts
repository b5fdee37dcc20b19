import type { GalleryCase, UrlExpectation } from './types.js';

const server = { name: 'Gallery', origin: 'https://mcp.example.com' };
const url = (link: string) => ({ mode: 'url', message: 'Sign in to continue.', url: link });

/** A link that opens after consent, showing `host` and the warnings `warns`; asked by `origin` (the gallery's server by default). */
const opens = (name: string, about: string, link: string, { host, warns, origin }: { host: string; warns: UrlExpectation['warns']; origin?: string }): GalleryCase => ({
  name,
  about,
  server: origin ? { name: 'Gallery', origin } : server,
  request: url(link),
  expect: { shows: 'url', opens: true, host, warns },
});

/** A link that is never opened, whatever the person presses. */
const neverOpens = (name: string, about: string, link: string): GalleryCase => ({
  name,
  about,
  server,
  request: url(link),
  expect: { shows: 'url', opens: false, warns: [] },
});

/** Links a person must be warned about before consenting to open them, and links never to open. */
export const urls: GalleryCase[] = [
  opens('url-same-site', 'A sign-in page on the server’s own site: nothing to warn of, but its host is shown.', 'https://auth.example.com/sign-in?state=abc', {
    host: 'auth.example.com',
    warns: [],
  }),
  opens('url-other-site', 'A link to a different site than the asking server’s.', 'https://login.other-site.example/oauth', {
    host: 'login.other-site.example',
    warns: [{ code: 'other-site', mentions: 'other-site.example' }],
  }),
  opens('url-look-alike', 'An international host whose Cyrillic “а” imitates apple.com.', 'https://xn--pple-43d.com/login', {
    host: 'xn--pple-43d.com',
    origin: 'https://xn--pple-43d.com',
    warns: [
      { code: 'punycode', mentions: 'xn--pple-43d.com' },
      { code: 'mixed-script', mentions: 'аpple' },
      { code: 'confusable', mentions: 'apple.com' },
    ],
  }),
  opens('url-credentials', 'User info that spells a trusted name before the real host.', 'https://mcp.example.com@evil.example/', {
    host: 'evil.example',
    origin: 'https://evil.example',
    warns: [{ code: 'credentials' }],
  }),
  opens('url-http', 'Plain http to a host that is not this machine.', 'http://example.com/pay', {
    host: 'example.com',
    origin: 'http://example.com',
    warns: [{ code: 'http' }],
  }),
  opens('url-ip-address', 'A bare IP address instead of a name.', 'https://203.0.113.7/login', {
    host: '203.0.113.7',
    origin: 'https://203.0.113.7',
    warns: [{ code: 'ip' }],
  }),
  opens('url-disguised-host', 'A host written percent-encoded, which the browser reads as another name.', 'https://%65vil.example/', {
    host: 'evil.example',
    origin: 'https://evil.example',
    warns: [{ code: 'disguised-host', mentions: '%65vil.example' }],
  }),
  opens('url-bidi', 'A right-to-left override inside the link, which makes it read as another.', 'https://mcp.example.com/\u202Egnp.exe', {
    host: 'mcp.example.com',
    warns: [{ code: 'bidi' }],
  }),
  neverOpens('url-javascript', 'A javascript: link: never opened, whatever the person presses.', 'javascript:alert(document.cookie)'),
  neverOpens('url-data', 'A data: link carrying a page of its own: never opened.', 'data:text/html,<script>alert(1)</script>'),
  neverOpens('url-unparsable', 'Text that is no link at all.', 'not a link'),
];
