// Links, generated: every scheme, user info, ports, hosts written as international names (one
// international label among plain ones, at any place), mixed scripts, IPv4 in decimal, octal and hex, IPv6, trailing dots and percent-encoding. The analysis
// never throws; a link whose real host is not the one it writes is always warned about; the
// button names the real host.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { McpElicitation } from '../../src/index.js';
import { analyzeUrl } from '../../src/url/analyze-url.js';
import { internationalWarnings } from '../../src/url/international.js';
import { questionRoot } from '../../src/testing/read-question.js';
import { check, fc } from './check.js';

const label = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/),
  fc.constantFrom('аpple', 'раураl', 'gооgle', 'bücher', 'xn--pple-43d', 'ｅxample', 'ex%61mple', 'EXAMPLE', 'mañana', 'παράδειγμα'),
);
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
const plain = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/);
/** One international label, written in Unicode or already as punycode (`xn--`), in any script. */
const international = fc.oneof(
  fc.constantFrom('bücher', 'аpple', 'παράδειγμα', 'mañana', '例え', 'xn--pple-43d', 'xn--bcher-kva', 'XN--BCHER-KVA'),
  fc.string({ unit: fc.constantFrom(...'aäбγñøß例ж'), minLength: 1, maxLength: 6 }).filter((l) => /\P{ASCII}/u.test(l)),
);
/**
 * Hosts where one label is international among plain ones, at any place (`mail.xn--bcher-kva.com`,
 * `bücher.example.org`): a host is international if any label is, not only if every label is.
 */
const oneInternationalLabel = fc
  .tuple(fc.array(plain, { maxLength: 3 }), international, fc.nat(3), fc.constantFrom('com', 'org', 'example', 'co.uk'))
  .map(([labels, odd, at, tld]) => [...labels.slice(0, at), odd, ...labels.slice(at), tld].join('.'));
const host = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'org', 'example', 'co.uk', 'рф'), fc.boolean())
      .map(([labels, tld, dot]) => `${[...labels, tld].join('.')}${dot ? '.' : ''}`),
  },
  { weight: 2, arbitrary: oneInternationalLabel },
  { weight: 1, arbitrary: ipv4.map((p) => p.join('.')) },
  { weight: 1, arbitrary: ipv4.map(([a, b, c, d]) => String(((a * 256 + b) * 256 + c) * 256 + d)) },
  { weight: 1, arbitrary: ipv4.map((p) => p.map((n) => `0${n.toString(8)}`).join('.')) },
  { weight: 1, arbitrary: ipv4.map((p) => `0x${p.map((n) => n.toString(16).padStart(2, '0')).join('')}`) },
  { weight: 1, arbitrary: fc.constantFrom('[::1]', '[2001:db8::1]', '[0:0:0:0:0:0:0:1]', 'localhost', '127.0.0.1') },
);
const link = fc
  .record({
    scheme: fc.constantFrom('https', 'http', 'HTTPS', 'javascript', 'data', 'file', 'ftp'),
    userinfo: fc.constantFrom('', 'user@', 'user:pass@', 'paypal.com@', 'a%40b@'),
    host,
    port: fc.constantFrom('', ':443', ':8080', ':0'),
    path: fc.constantFrom('', '/', '/signin', '/a%2Fb?x=1#y', '/ﬁle', '/?next=https://evil.example'),
  })
  .map((parts) => ({ ...parts, raw: `${parts.scheme}://${parts.userinfo}${parts.host}${parts.port}${parts.path}` }));

describe('links, by property', function () {
  this.timeout(300_000);

  it('the analysis never throws, whatever the text', async () => {
    await check(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          link.map((l) => l.raw),
        ),
        (raw) => void analyzeUrl(raw, { origin: 'https://mcp.example.com' }),
      ),
      3000,
    );
  });

  it('a link whose real host is not the one it writes is always warned about, and the analysis names the real host', async () => {
    await check(
      fc.property(link, ({ raw, host: written }) => {
        const a = analyzeUrl(raw);
        const real = URL.canParse(raw) ? new URL(raw) : undefined;
        if (!real || !a.ok) {
          // Refused: only what cannot be read, or a scheme other than https and http.
          expect(a.ok, raw).to.equal(false);
          expect(!real || !['https:', 'http:'].includes(real.protocol), raw).to.equal(true);
          return;
        }
        expect(a.host, raw).to.equal(real.host);
        if (real.hostname !== written.toLowerCase()) expect(a.warnings, `${raw} leads to ${real.hostname}`).not.to.deep.equal([]);
      }),
      3000,
    );
  });

  it('a host with any international (xn--) label is said to be international, with the name it shows as', async () => {
    await check(
      fc.property(
        link.filter(({ scheme }) => /^https?$/i.test(scheme)),
        ({ raw }) => {
          const real = URL.canParse(raw) ? new URL(raw) : undefined;
          if (!real || !real.hostname.split('.').some((l) => l.startsWith('xn--'))) return;
          const a = analyzeUrl(raw, undefined, { international: internationalWarnings });
          expect(a.ok && a.warnings.find((w) => w.code === 'punycode'), `${raw} leads to ${real.hostname}`).to.deep.include({ code: 'punycode', ascii: real.hostname });
        },
      ),
      3000,
    );
  });

  it('the button names the real host, as the page shows it', async () => {
    await check(
      fc.asyncProperty(
        link.filter(({ scheme }) => /^https?$/i.test(scheme)),
        async ({ raw }) => {
          const el = document.createElement('mcp-elicitation') as McpElicitation;
          el.request = { mode: 'url', message: 'Sign in', url: raw };
          el.server = { name: 'Property server', origin: 'https://mcp.example.com' };
          document.body.append(el);
          try {
            await el.ready;
            const button = questionRoot(el).querySelector('[part~="accept-button"]');
            const real = new URL(raw).host;
            expect(button?.textContent?.replace(/[\u2068\u2069]/g, ''), raw).to.contain(real);
          } finally {
            el.remove();
          }
        },
      ),
      80,
    );
  });
});
