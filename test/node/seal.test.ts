// Sealed pending state: what travels through the browser can be neither read nor changed there,
// opens only for its subject and before it expires, with any of the host's keys (rotation).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { openPending, PendingTokenError, sealPending, type Pending } from '../../src/adapter/index.js';

const KEY = 'the host key, 32 bytes or longer, kept on the server';
const OLD_KEY = new Uint8Array(32).fill(7);
const pending: Pending = {
  method: 'tools/call',
  params: { name: 'close_ticket', arguments: { id: 'T-1', note: 'secret argument' } },
  requestState: 'v1.eyJzdGF0ZSI6MX0.mac-é😀',
  round: 1,
  inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Close?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
};

async function refusal(promise: Promise<unknown>): Promise<PendingTokenError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof PendingTokenError, `expected a PendingTokenError, got ${String(error)}`);
  return error;
}

describe('sealPending and openPending', () => {
  it('open what was sealed, byte for byte, for the same subject', async () => {
    const token = await sealPending(pending, { keys: [KEY], subject: 'user-1' });
    assert.deepEqual(await openPending(token, { keys: [KEY], subject: 'user-1' }), pending);
  });

  it('hide the arguments and the requestState from whoever holds the token', async () => {
    const token = await sealPending(pending, { keys: [KEY], subject: 'user-1' });
    const bytes = Buffer.from(token.slice('mcpe1.'.length), 'base64url').toString('latin1');
    for (const hidden of ['secret argument', 'close_ticket', 'eyJzdGF0ZSI6MX0', 'user-1']) assert.equal(bytes.includes(hidden), false, hidden);
    assert.notEqual(await sealPending(pending, { keys: [KEY], subject: 'user-1' }), token, 'each seal is fresh');
  });

  it('seal with the first key and open with any, for rotation', async () => {
    const old = await sealPending(pending, { keys: [OLD_KEY], subject: 'u' });
    assert.deepEqual(await openPending(old, { keys: [KEY, OLD_KEY], subject: 'u' }), pending);
    const fresh = await sealPending(pending, { keys: [KEY, OLD_KEY], subject: 'u' });
    assert.deepEqual(await openPending(fresh, { keys: [KEY], subject: 'u' }), pending);
    assert.equal((await refusal(openPending(fresh, { keys: [OLD_KEY], subject: 'u' }))).reason, 'tampered');
  });

  it('refuse a token sealed for another subject', async () => {
    const token = await sealPending(pending, { keys: [KEY], subject: 'user-1' });
    assert.equal((await refusal(openPending(token, { keys: [KEY], subject: 'user-2' }))).reason, 'subject');
  });

  it('refuse an expired token', async () => {
    const token = await sealPending(pending, { keys: [KEY], subject: 'u', ttlSeconds: 60, now: 1_000_000 });
    assert.deepEqual(await openPending(token, { keys: [KEY], subject: 'u', now: 1_000_000 + 59_999 }), pending);
    assert.equal((await refusal(openPending(token, { keys: [KEY], subject: 'u', now: 1_000_000 + 60_000 }))).reason, 'expired');
  });

  it('refuse a token used twice when the host gives a one-time guard', async () => {
    const seen = new Map<string, number>();
    const once = (id: string, expiresAt: number) => (seen.has(id) ? false : (seen.set(id, expiresAt), true));
    const token = await sealPending(pending, { keys: [KEY], subject: 'u', ttlSeconds: 30, now: 5000 });
    assert.deepEqual(await openPending(token, { keys: [KEY], subject: 'u', once, now: 5000 }), pending);
    assert.equal([...seen.values()][0], 35_000);
    assert.equal((await refusal(openPending(token, { keys: [KEY], subject: 'u', once, now: 5000 }))).reason, 'replayed');
  });

  it('refuse what is not a token', async () => {
    for (const token of ['', 'mcpe1.', 'mcpe1.!!!', 'hello', 'mcpe1.AAAA', 42 as unknown as string]) {
      assert.equal((await refusal(openPending(token, { keys: [KEY], subject: 'u' }))).reason, 'malformed', String(token));
    }
  });

  it('say what is wrong with keys, subject and ttl', async () => {
    await assert.rejects(sealPending(pending, { keys: ['short'], subject: 'u' }), /at least 32 bytes long \(one is 5\)/);
    await assert.rejects(sealPending(pending, { keys: [], subject: 'u' }), /keys must be a non-empty list/);
    await assert.rejects(sealPending(pending, { keys: [KEY], subject: '' }), /subject must be a non-empty string/);
    await assert.rejects(sealPending(pending, { keys: [KEY], subject: 'u', ttlSeconds: 0 }), /ttlSeconds must be a positive number/);
    await assert.rejects(openPending('x', { keys: [new Uint8Array(31)], subject: 'u' }), /at least 32 bytes/);
  });

  it('refuse any one-bit change to a token (property)', async () => {
    const token = await sealPending(pending, { keys: [KEY], subject: 'u' });
    const bytes = new TextEncoder().encode(token);
    const details = await fc.check(
      fc.asyncProperty(fc.nat({ max: bytes.length * 8 - 1 }), async (bit) => {
        const changed = bytes.slice();
        changed[bit >> 3] ^= 1 << (bit & 7);
        const text = new TextDecoder().decode(changed);
        const error = await openPending(text, { keys: [KEY], subject: 'u' }).then(
          () => undefined,
          (e: unknown) => e,
        );
        assert.ok(error instanceof PendingTokenError, `bit ${bit} changed and the token still opened`);
      }),
      { seed: 20261204, numRuns: Number(process.env.FC_RUNS ?? 400) },
    );
    if (details.failed) throw new Error(fc.defaultReportMessage(details));
  });

  it('refuse every one-bit change to the sealed bytes themselves (exhaustive over a short token)', async () => {
    const small: Pending = { method: 'tools/call', params: {}, round: 1, inputRequests: {} };
    const token = await sealPending(small, { keys: [KEY], subject: 'u' });
    const raw = Buffer.from(token.slice('mcpe1.'.length), 'base64url');
    for (let bit = 0; bit < raw.length * 8; bit++) {
      const changed = Buffer.from(raw);
      changed[bit >> 3] ^= 1 << (bit & 7);
      const error = await openPending(`mcpe1.${changed.toString('base64url')}`, { keys: [KEY], subject: 'u' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      assert.ok(error instanceof PendingTokenError && error.reason === 'tampered', `bit ${bit}`);
    }
  });
});
