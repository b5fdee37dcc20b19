import { expect } from '@open-wc/testing';
import { getDomain } from 'tldts';
import { analyzeUrl, lookupsNeeded, type UrlAnalysis } from '../src/url/analyze-url.js';
import { internationalWarnings } from '../src/url/international.js';

const siteOf = (host: string) => getDomain(host, { allowPrivateDomains: true });
const lookups = { siteOf, international: internationalWarnings };

function ok(analysis: UrlAnalysis) {
  if (!analysis.ok) throw new Error(`refused: ${JSON.stringify(analysis)}`);
  return analysis;
}
const codes = (raw: string, server?: { origin?: string }) => ok(analyzeUrl(raw, server, lookups)).warnings.map((w) => w.code);

describe('analyzeUrl', () => {
  it('opens a plain https URL without warnings, exactly as serialised', () => {
    const a = ok(analyzeUrl('https://Example.com:8443/a b?q=1#x'));
    expect(a.href).to.equal('https://example.com:8443/a%20b?q=1#x');
    expect([a.before, a.host, a.after]).to.deep.equal(['https://', 'example.com:8443', '/a%20b?q=1#x']);
    expect(a.warnings).to.deep.equal([]);
  });

  describe('refuses', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'blob:https://example.com/uuid',
      'vbscript:msgbox(1)',
      'myapp://open',
      'ftp://example.com/',
    ]) {
      it(`the scheme of ${raw}`, () => {
        const a = analyzeUrl(raw);
        expect(a.ok).to.equal(false);
        expect(a).to.have.property('reason', 'scheme');
      });
    }

    for (const raw of ['', 'not a url', 'https://', '//example.com/path']) {
      it(`the unparsable ${JSON.stringify(raw)}`, () => {
        expect(analyzeUrl(raw)).to.deep.equal({ ok: false, reason: 'unparsable' });
      });
    }
  });

  it('warns about http outside loopback, and not on loopback', () => {
    expect(codes('http://example.com/')).to.deep.equal(['http']);
    for (const raw of ['http://localhost:3000/', 'http://127.0.0.1:8080/x', 'http://[::1]/', 'http://app.localhost/']) {
      expect(codes(raw), raw).to.deep.equal([]);
    }
  });

  it('shows both forms of a punycode host and names the site it imitates', () => {
    const a = ok(analyzeUrl('https://xn--pple-43d.com/login', undefined, lookups));
    expect(a.host).to.equal('xn--pple-43d.com');
    expect(a.warnings).to.deep.include({ code: 'punycode', unicode: 'аpple.com', ascii: 'xn--pple-43d.com' });
    expect(a.warnings).to.deep.include({ code: 'confusable', looksLike: 'apple.com' });
    expect(a.warnings).to.deep.include({ code: 'mixed-script', label: 'аpple' });
  });

  it('catches a look-alike host written in Unicode, whole-script Cyrillic included', () => {
    const a = ok(analyzeUrl('https://раураӏ.com/', undefined, lookups));
    expect(a.host.startsWith('xn--')).to.equal(true);
    expect(a.warnings).to.deep.include({ code: 'confusable', looksLike: 'paypal.com' });
    expect(a.warnings.some((w) => w.code === 'mixed-script')).to.equal(false);
  });

  it('flags a genuine international name only as international', () => {
    expect(codes('https://münchen.de/')).to.deep.equal(['punycode']);
  });

  it('warns about credentials in the URL, and emphasises the real host', () => {
    const a = ok(analyzeUrl('https://example.com:pw@evil.example/'));
    expect(a.warnings.map((w) => w.code)).to.deep.equal(['credentials']);
    expect([a.before, a.host, a.after]).to.deep.equal(['https://example.com:pw@', 'evil.example', '/']);
    expect(ok(analyzeUrl('https://user@example.com/')).warnings.map((w) => w.code)).to.deep.equal(['credentials']);
  });

  it('warns about IP-literal hosts', () => {
    expect(codes('https://203.0.113.9/pay')).to.deep.equal(['ip']);
    expect(codes('https://[2001:db8::1]/')).to.deep.equal(['ip']);
    expect(codes('http://0xCB.0.113.9/')).to.deep.equal(['http', 'ip', 'disguised-host'], 'hex IPs are normalised first, and said to be disguised');
  });

  it('warns about a host written in a disguise: percent-encoded, as a number, in full-width letters', () => {
    const a = ok(analyzeUrl('https://%65xample.com/signin'));
    expect(a.host).to.equal('example.com');
    expect(a.warnings).to.deep.equal([{ code: 'disguised-host', written: '%65xample.com', host: 'example.com' }]);
    // Loopback is not an "IP" warning, but written as one number it is still a disguise.
    expect(codes('http://2130706433:8080/')).to.deep.equal(['disguised-host']);
    expect(codes('https://ｅxample.com/')).to.deep.equal(['disguised-host']);
    // Only case, a port or user info: not a disguise of the host.
    expect(codes('https://EXAMPLE.com:8443/')).to.deep.equal([]);
    expect(codes('https://[2001:DB8::1]:8443/')).to.deep.equal(['ip']);
  });

  it('flags a link to another registrable domain than the asking server', () => {
    expect(codes('https://login.example.com/', { origin: 'https://mcp.example.com' })).to.deep.equal([]);
    expect(codes('https://example-login.com/', { origin: 'https://mcp.example.com' })).to.deep.equal(['other-site']);
    const a = ok(analyzeUrl('https://evil.github.io/', { origin: 'https://good.github.io' }, lookups));
    expect(a.warnings).to.deep.equal([{ code: 'other-site', target: 'evil.github.io', server: 'good.github.io' }]);
  });

  it('knows when it needs the public-suffix list, and when the international tables', () => {
    expect(lookupsNeeded('https://a.example/', { origin: 'https://a.example' })).to.deep.equal({ siteOf: false, international: false });
    expect(lookupsNeeded('https://b.example/', { origin: 'https://a.example' })).to.deep.equal({ siteOf: true, international: false });
    expect(lookupsNeeded('https://b.example/', {})).to.deep.equal({ siteOf: false, international: false });
    expect(lookupsNeeded('https://xn--pple-43d.com/', {})).to.deep.equal({ siteOf: false, international: true });
  });

  it('still warns about a punycode host before punycode has loaded, naming its ASCII form', () => {
    expect(ok(analyzeUrl('https://xn--pple-43d.com/')).warnings).to.deep.equal([{ code: 'punycode', unicode: 'xn--pple-43d.com', ascii: 'xn--pple-43d.com' }]);
  });

  it('neutralises bidi controls: they are encoded in href and flagged', () => {
    const a = ok(analyzeUrl('https://example.com/\u202Efdp.exe'));
    expect(a.href).to.equal('https://example.com/%E2%80%AEfdp.exe');
    expect(a.warnings.map((w) => w.code)).to.deep.equal(['bidi']);
  });
});
