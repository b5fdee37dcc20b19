import { expect } from '@open-wc/testing';

/** Loads the probe into a frame whose policy forbids eval, and resolves with what it found. */
async function probeUnderCsp(): Promise<Record<string, unknown>> {
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
    return await answer;
  } finally {
    frame.remove();
  }
}

describe('under a Content-Security-Policy without unsafe-eval', () => {
  let result: Record<string, unknown>;
  before(async () => {
    result = await probeUnderCsp();
  });

  it('validates with the CSP-safe validator when ajv is not allowed to compile', () => {
    expect(result.ajv).to.equal('EvalError', 'the policy really blocks ajv');
    expect(result.invalid).to.deep.equal([{ key: 'email', code: 'format' }]);
    expect(result.valid).to.deep.equal([]);
    expect(result.violationsAfterFirstForm, 'the policy was hit').to.be.greaterThan(0);
  });

  it('does not try ajv again for the next form once the policy refused it', () => {
    expect(result.secondInvalid).to.deep.equal([{ key: 'name', code: 'minLength', limit: 2 }]);
    expect(result.violationsForTheNextForm).to.equal(0);
  });

  it('opens and scrolls a many-option list without any inline style the policy would refuse', () => {
    expect(result.styleViolations).to.deep.equal([]);
  });
});
