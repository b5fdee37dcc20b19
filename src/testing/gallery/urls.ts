import type { GalleryCase } from './types.js';

const server = { name: 'Gallery', origin: 'https://mcp.example.com' };
const url = (link: string) => ({ mode: 'url', message: 'Sign in to continue.', url: link });

/** Links a person must be warned about before consenting to open them, and links never to open. */
export const urls: GalleryCase[] = [
  {
    name: 'url-same-site',
    about: 'A sign-in page on the server’s own site: nothing to warn of, but its host is shown.',
    server,
    request: url('https://auth.example.com/sign-in?state=abc'),
    expect: { shows: 'url', opens: true, host: 'auth.example.com', warns: [] },
  },
  {
    name: 'url-other-site',
    about: 'A link to a different site than the asking server’s.',
    server,
    request: url('https://login.other-site.example/oauth'),
    expect: { shows: 'url', opens: true, host: 'login.other-site.example', warns: [{ code: 'other-site', mentions: 'other-site.example' }] },
  },
  {
    name: 'url-look-alike',
    about: 'An international host whose Cyrillic “а” imitates apple.com.',
    server: { name: 'Gallery', origin: 'https://xn--pple-43d.com' },
    request: url('https://xn--pple-43d.com/login'),
    expect: {
      shows: 'url',
      opens: true,
      host: 'xn--pple-43d.com',
      warns: [
        { code: 'punycode', mentions: 'xn--pple-43d.com' },
        { code: 'mixed-script', mentions: 'аpple' },
        { code: 'confusable', mentions: 'apple.com' },
      ],
    },
  },
  {
    name: 'url-credentials',
    about: 'User info that spells a trusted name before the real host.',
    server: { name: 'Gallery', origin: 'https://evil.example' },
    request: url('https://mcp.example.com@evil.example/'),
    expect: { shows: 'url', opens: true, host: 'evil.example', warns: [{ code: 'credentials' }] },
  },
  {
    name: 'url-http',
    about: 'Plain http to a host that is not this machine.',
    server: { name: 'Gallery', origin: 'http://example.com' },
    request: url('http://example.com/pay'),
    expect: { shows: 'url', opens: true, host: 'example.com', warns: [{ code: 'http' }] },
  },
  {
    name: 'url-ip-address',
    about: 'A bare IP address instead of a name.',
    server: { name: 'Gallery', origin: 'https://203.0.113.7' },
    request: url('https://203.0.113.7/login'),
    expect: { shows: 'url', opens: true, host: '203.0.113.7', warns: [{ code: 'ip' }] },
  },
  {
    name: 'url-disguised-host',
    about: 'A host written percent-encoded, which the browser reads as another name.',
    server: { name: 'Gallery', origin: 'https://evil.example' },
    request: url('https://%65vil.example/'),
    expect: { shows: 'url', opens: true, host: 'evil.example', warns: [{ code: 'disguised-host', mentions: '%65vil.example' }] },
  },
  {
    name: 'url-bidi',
    about: 'A right-to-left override inside the link, which makes it read as another.',
    server,
    request: url('https://mcp.example.com/\u202Egnp.exe'),
    expect: { shows: 'url', opens: true, host: 'mcp.example.com', warns: [{ code: 'bidi' }] },
  },
  {
    name: 'url-javascript',
    about: 'A javascript: link: never opened, whatever the person presses.',
    server,
    request: url('javascript:alert(document.cookie)'),
    expect: { shows: 'url', opens: false, warns: [] },
  },
  {
    name: 'url-data',
    about: 'A data: link carrying a page of its own: never opened.',
    server,
    request: url('data:text/html,<script>alert(1)</script>'),
    expect: { shows: 'url', opens: false, warns: [] },
  },
  {
    name: 'url-unparsable',
    about: 'Text that is no link at all.',
    server,
    request: url('not a link'),
    expect: { shows: 'url', opens: false, warns: [] },
  },
];
