import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerDoesNotMatchSchemaError, scriptedAnswers } from '../../src/testing/adapter.js';
import type { ElicitRequestParams } from '../../src/types.js';

// Scripted answers (mcp-elicit/adapter/testing) for questions written for an extension: checked as
// the form of a host that turned it on would check them.

const openai = (properties: Record<string, unknown>) =>
  ({
    mode: 'form',
    message: 'Tell us',
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties } } },
  }) as unknown as ElicitRequestParams;
const CODE = openai({ code: { type: 'string', title: 'Code', pattern: '^[A-Z]{3}$' } });
const PARTS = openai({
  parts: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: [{ uri: 'cad://a', name: 'a' }] } },
});
const problemsOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => assert.fail('expected the answer to be refused'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof AnswerDoesNotMatchSchemaError, String(error));
  return error.mismatches.map((p) => `${p.field ?? ''}: ${p.problem}`);
};

describe('scripted answers with extensions', () => {
  it('checks an answer against the extension’s schema, its pattern included, when the host turned the extension on', async () => {
    const on = { extensions: { openai: true } };
    assert.deepEqual(await scriptedAnswers([{ action: 'accept', content: { code: 'ABC' } }], on)(CODE), { action: 'accept', content: { code: 'ABC' } });
    assert.deepEqual(await problemsOf(scriptedAnswers([{ action: 'accept', content: { code: 'abc' } }], on)(CODE)), ['code: "abc" does not match the pattern ^[A-Z]{3}$']);
  });

  it('takes a list of URIs for a multiple resource field, and refuses one URI on its own', async () => {
    const on = { extensions: { openai: true } };
    assert.deepEqual(await scriptedAnswers([{ action: 'accept', content: { parts: ['cad://a'] } }], on)(PARTS), { action: 'accept', content: { parts: ['cad://a'] } });
    assert.deepEqual(await problemsOf(scriptedAnswers([{ action: 'accept', content: { parts: 'cad://a' } }], on)(PARTS)), ['parts: takes a list of strings, not "cad://a"']);
  });

  it('refuses any accept to such a question when the host did not turn the extension on: no form could send it', async () => {
    const [problem] = await problemsOf(scriptedAnswers([{ action: 'accept', content: { code: 'ABC' } }])(CODE));
    assert.match(problem, /^: no form can accept this request: .*openai\/elicitation/);
  });
});
