import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, createElicitationHandler, type McpRequest } from '../../src/adapter/index.js';
import { AnswerDoesNotMatchSchemaError, scriptedAnswers } from '../../src/testing/adapter.js';
import { ajvValidator } from '../../src/validation/validator.js';
import type { ElicitRequestParams, ElicitResult } from '../../src/types.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { startTasksServer, type TasksServer } from '../servers/tasks-server.js';
import { failureOf, textOf } from './helpers.js';

// scriptedAnswers(): a host's Node test answers questions from a script, against real MCP
// servers, and an answer no form could have sent fails the test.

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });
const form = (properties: Record<string, unknown>, required: string[] = []): ElicitRequestParams =>
  ({ mode: 'form', message: 'A question', requestedSchema: { type: 'object', properties, required } }) as ElicitRequestParams;

/** The error a scripted answer to `params` gives, as the test sees it. */
async function mismatchOf(params: ElicitRequestParams, result: unknown): Promise<AnswerDoesNotMatchSchemaError> {
  const error = await failureOf(scriptedAnswers([result as ElicitResult])(params));
  assert.ok(error instanceof AnswerDoesNotMatchSchemaError, String(error));
  return error;
}

describe('scriptedAnswers()', () => {
  describe('with callWithInputs, against a 2026-07-28 server', () => {
    let server: MrtrServer;
    before(async () => (server = await startMrtrServer()));
    after(() => server.close());

    it('answers from the list in order and records each question with its context', async () => {
      const elicit = scriptedAnswers([{ action: 'accept', content: { confirm: true } }]);
      const result = await callWithInputs(rawHttpSend(server.url), tool('delete_file', { path: '/a' }), { elicit });
      assert.equal(textOf(result), 'deleted /a');
      assert.deepEqual(
        elicit.asked.map((q) => q.message),
        ['Delete /a?'],
      );
      assert.deepEqual([elicit.contexts[0].key, elicit.contexts[0].round], ['confirm', 1]);
      assert.deepEqual(elicit.answered, [{ action: 'accept', content: { confirm: true } }]);
    });

    it('answers from a function of the question and its context: a correction round from what was sent before', async () => {
      const elicit = scriptedAnswers((params, ctx): ElicitResult =>
        // One letter is a name to the form, not to the server, which asks again for it alone.
        ctx.round === 1 ? { action: 'accept', content: { name: 'G', email: 'grace@example.com' } } : { action: 'accept', content: { ...ctx.previous, name: 'Grace' } },
      );
      const result = await callWithInputs(rawHttpSend(server.url), tool('create_customer'), { elicit });
      assert.equal(textOf(result), 'created Grace <grace@example.com>');
      assert.deepEqual(elicit.answered[1], { action: 'accept', content: { name: 'Grace' } });
      assert.deepEqual(
        elicit.contexts.map((c) => `${c.round}:${c.key}`),
        ['1:customer', '2:fix'],
      );
    });

    it('fails the call, before the server acts, when an answer is not one the form could send', async () => {
      const effects = server.effects.length;
      const elicit = scriptedAnswers([{ action: 'accept', content: { confirm: 'yes' } } as never]);
      const error = await failureOf(callWithInputs(rawHttpSend(server.url), tool('delete_file', { path: '/b' }), { elicit }));
      assert.ok(error instanceof AnswerDoesNotMatchSchemaError);
      assert.equal(error.field, 'confirm');
      assert.equal(error.message, 'Scripted answer 1 (to "Delete /b?") is not one the question could send: "confirm": takes true or false, not "yes".');
      assert.equal(server.effects.length, effects, 'nothing was deleted');
      assert.equal(elicit.asked.length, 1, 'the question is recorded all the same');
    });

    it('fails when the flow asks more questions than the script answers', async () => {
      const elicit = scriptedAnswers([{ action: 'accept', content: { ok: true } }]);
      const error = await failureOf(callWithInputs(rawHttpSend(server.url), tool('forever'), { elicit }));
      assert.equal((error as Error).message, 'The script has 1 answer(s), but question 2 was asked: "Question 2".');
    });

    it('refuses content with a URL-mode accept: consent carries none', async () => {
      const elicit = scriptedAnswers([{ action: 'accept', content: { token: 'abc' } }]);
      const error = await failureOf(callWithInputs(rawHttpSend(server.url), tool('connect_billing'), { elicit }));
      assert.ok(error instanceof AnswerDoesNotMatchSchemaError);
      assert.equal(error.problem, 'a URL-mode accept is consent only: it carries no content');
    });
  });

  it('with resumeTask’s flow: follows a background task through its questions', async () => {
    const server: TasksServer = await startTasksServer();
    try {
      const elicit = scriptedAnswers([
        { action: 'accept', content: { format: 'pdf' } },
        { action: 'accept', content: { email: 'ada@example.com' } },
      ]);
      const result = await callWithInputs(rawHttpSend(server.url), tool('export_report', { month: 'May' }), { elicit, tasks: { minPollIntervalMs: 5 } });
      assert.equal(textOf(result), 'Exported May as pdf to ada@example.com');
      assert.ok(
        elicit.contexts.every((c) => typeof c.task?.taskId === 'string'),
        'each question knows its task',
      );
    } finally {
      await server.close();
    }
  });

  it('with createElicitationHandler in the v2 SDK client', async () => {
    const server = await startMrtrServer();
    const client = new Client({ name: 'host-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
    try {
      const elicit = scriptedAnswers([{ action: 'decline' }]);
      client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit }));
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
      const result = await client.callTool({ name: 'delete_file', arguments: { path: '/c' } });
      assert.match(textOf(result), /not deleted|declined/i);
      assert.equal(elicit.asked[0].message, 'Delete /c?');
      assert.ok(elicit.contexts[0].signal instanceof AbortSignal);
    } finally {
      await client.close();
      await server.close();
    }
  });

  describe('checks each answer as the form would', () => {
    it('accepts every kind of value a form sends', async () => {
      const params = form(
        {
          name: { type: 'string', minLength: 2 },
          email: { type: 'string', format: 'email' },
          at: { type: 'string', format: 'date-time' },
          seats: { type: 'integer', minimum: 1 },
          weight: { type: 'number' },
          agree: { type: 'boolean' },
          size: { type: 'string', enum: ['S', 'M'] },
          tags: { type: 'array', items: { enum: ['a', 'b'] }, maxItems: 2 },
        },
        ['name'],
      );
      const content = { name: 'Ada', email: 'ada@example.com', at: '2026-12-01T10:30:00+01:00', seats: 3, weight: 2.5, agree: false, size: 'M', tags: ['a', 'b'] };
      assert.deepEqual(await scriptedAnswers([{ action: 'accept', content }])(params), { action: 'accept', content });
      assert.deepEqual(await scriptedAnswers([{ action: 'accept', content: { name: 'Ada' } }])(params), { action: 'accept', content: { name: 'Ada' } });
    });

    it('names the field and the problem, in the words the form shows', async () => {
      const params = form(
        { name: { type: 'string', minLength: 2 }, email: { type: 'string', format: 'email' }, seats: { type: 'integer', maximum: 9 }, size: { type: 'string', enum: ['S', 'M'] } },
        ['name'],
      );
      const say = async (content: object) => (await mismatchOf(params, { action: 'accept', content })).mismatches;
      assert.deepEqual(await say({}), [{ field: 'name', problem: 'Enter a value' }]);
      assert.deepEqual(await say({ name: 'A' }), [{ field: 'name', problem: 'Enter at least 2 characters' }]);
      assert.deepEqual(await say({ name: 'Ada', email: 'ada.example.com' }), [{ field: 'email', problem: 'Enter an email address like name@example.com' }]);
      assert.deepEqual(await say({ name: 'Ada', seats: 10 }), [{ field: 'seats', problem: 'Enter 9 or less' }]);
      assert.deepEqual(await say({ name: 'Ada', seats: 1.5 }), [{ field: 'seats', problem: 'Enter a whole number, like 12' }]);
      assert.deepEqual(await say({ name: 'Ada', size: 'XL' }), [{ field: 'size', problem: 'Choose one of the listed options' }]);
    });

    it('refuses what no form sends: an unknown key, a value of the wrong kind, an empty text, an unsafe integer', async () => {
      const params = form({ name: { type: 'string' }, seats: { type: 'integer' }, tags: { type: 'array', items: { enum: ['a'] } } });
      const say = async (content: object) => (await mismatchOf(params, { action: 'accept', content })).mismatches;
      assert.deepEqual(await say({ nickname: 'Ada' }), [{ field: 'nickname', problem: 'is not a field of the requestedSchema (its fields: name, seats, tags)' }]);
      assert.deepEqual(await say({ seats: '3' }), [{ field: 'seats', problem: 'takes a number, not "3"' }]);
      assert.deepEqual(await say({ name: '' }), [{ field: 'name', problem: 'is an empty string: a form leaves an empty field out of content' }]);
      assert.deepEqual(await say({ tags: [] }), [{ field: 'tags', problem: 'is an empty list: a form leaves an optional choice with nothing chosen out of content' }]);
      assert.deepEqual(await say({ seats: 2 ** 60 }), [{ field: 'seats', problem: 'This number is too large to send exactly; enter a smaller one' }]);
    });

    it('refuses an accept of a request no form can show, and content with decline or cancel', async () => {
      const nested = await mismatchOf(form({ address: { type: 'object' } }), { action: 'accept', content: {} });
      assert.match(nested.problem, /^no form can accept this request: “address” is a nested object/);
      assert.equal((await mismatchOf(form({}), { action: 'decline', content: {} })).problem, 'a decline carries no content');
      assert.match((await mismatchOf(form({}), { action: 'ok' })).problem, /^a result is \{ action: 'accept' \| 'decline' \| 'cancel', content\? \}/);
    });

    it('checks with another validator when given one', async () => {
      const params = form({ email: { type: 'string', format: 'email' } });
      const elicit = scriptedAnswers([{ action: 'accept', content: { email: 'nope' } }], { validator: ajvValidator });
      const error = await failureOf(elicit(params));
      assert.ok(error instanceof AnswerDoesNotMatchSchemaError);
      assert.equal(error.field, 'email');
    });

    it('says how to call it when given neither a list nor a function', () => {
      assert.throws(() => scriptedAnswers({} as never), /give a list of results \(one per question, in order\) or a function of \(params, ctx\)/);
    });
  });
});
