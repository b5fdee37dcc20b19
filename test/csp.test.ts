import { expect } from '@open-wc/testing';

/** Loads the probe into a frame under `policy`, and resolves with what it found. */
async function probeUnderCsp(policy: string): Promise<Record<string, unknown>> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}">
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
    return await answer;
  } finally {
    frame.remove();
  }
}

for (const [name, policy] of [
  ['a Content-Security-Policy without unsafe-eval', "default-src 'self'; script-src 'self'"],
  ['Trusted Types (require-trusted-types-for script)', "require-trusted-types-for 'script'; trusted-types lit-html"],
]) {
  describe(`under ${name}`, () => {
    let result: Record<string, unknown>;
    before(async () => {
      result = await probeUnderCsp(policy);
    });

    it('validates, with no violation of the policy at all (ajv is not even tried)', () => {
      expect(result.ajv).to.equal('EvalError', 'the policy really blocks ajv');
      expect(result.invalid).to.deep.equal([{ key: 'email', code: 'format' }]);
      expect(result.valid).to.deep.equal([]);
      expect(result.secondInvalid).to.deep.equal([{ key: 'name', code: 'minLength', limit: 2 }]);
      expect(result.form).to.deep.equal({ action: 'accept', content: { email: 'ada@example.com' } });
      expect(result.violationsOfTheDefault).to.equal(0);
    });

    it('opens and scrolls a many-option list without any inline style the policy would refuse', () => {
      expect(result.styleViolations).to.deep.equal([]);
    });
  });
}
