import { expect } from '@open-wc/testing';

describe('under a Content-Security-Policy without unsafe-eval', () => {
  it('validates with the CSP-safe validator when ajv is not allowed to compile', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'">
      <script type="module" src="/test/csp/csp-probe.ts"></script>`;
    const answer = new Promise<Record<string, unknown>>((resolve) =>
      window.addEventListener('message', function listen(e) {
        if (e.data?.csp) {
          window.removeEventListener('message', listen);
          resolve(e.data.csp);
        }
      }),
    );
    document.body.append(frame);
    try {
      const result = await answer;
      expect(result.ajv).to.equal('EvalError', 'the policy really blocks ajv');
      expect(result.invalid).to.deep.equal([{ key: 'email', code: 'format' }]);
      expect(result.valid).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
