import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  callWithInputs,
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  MissingCapabilityError,
  MissingInputHandlerError,
  PROTOCOL_VERSION,
  type McpRequest,
  type Send,
} from '../../src/adapter/index.js';
import { VERSION } from '../../src/version.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';
import { accept, cancel, decline, failureOf, person, recordingWire, textOf } from './helpers.js';

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });

describe('callWithInputs against a 2026-07-28 server', () => {
  let server: MrtrServer;
  before(async () => (server = await startMrtrServer()));
  after(() => server.close());

  /** A send that keeps every outgoing message and checks it against the spec's schema. */
  const wire = () => recordingWire(server.url);

  describe('a tool that confirms before acting', () => {
    it('asks, then retries the same call with the answer and the requestState byte for byte', async () => {
      const { send, sent } = wire();
      const { elicit, asked } = person(accept({ confirm: true }));
      const before = server.effects.length;
      const result = await callWithInputs(send, tool('delete_file', { path: '/a' }), { elicit });

      assert.equal(textOf(result), 'deleted /a');
      assert.equal(result.resultType, 'complete');
      assert.deepEqual(server.effects.slice(before), ['deleted /a']);
      assert.equal(asked.length, 1);
      assert.equal(asked[0].params.message, 'Delete /a?');
      assert.deepEqual(
        { ...asked[0].ctx, signal: undefined },
        { key: 'confirm', round: 1, index: 0, total: 1, signal: undefined, serverInfo: { name: 'mrtr-test-server', version: '1.0.0' } },
      );

      assert.equal(sent.length, 2);
      const [first, retry] = sent;
      assert.notEqual(first.id, retry.id, 'every attempt is a new request');
      assert.equal(retry.method, 'tools/call');
      assert.deepEqual(retry.params.arguments, { path: '/a' });
      assert.equal(retry.params.name, 'delete_file');
      assert.deepEqual(retry.params.inputResponses, { confirm: { action: 'accept', content: { confirm: true } } });
    });

    it('echoes exactly the requestState the server sent, and only on the retry', async () => {
      const seen: unknown[] = [];
      const { send, sent } = wire();
      const spying: Send = async (request, options) => {
        const result = await send(request, options);
        seen.push(result);
        return result;
      };
      await callWithInputs(spying, tool('delete_file', { path: '/b' }), { elicit: person(accept({ confirm: true })).elicit });
      const state = (seen[0] as { requestState: string }).requestState;
      assert.match(state, /^v1\./);
      assert.equal(sent[1].params.requestState, state);
      assert.equal('requestState' in sent[0].params, false);
      assert.equal('inputResponses' in sent[0].params, false);
    });

    it('sends the full 2026-07-28 envelope on every attempt', async () => {
      const { send, sent } = wire();
      await callWithInputs(send, tool('delete_file', { path: '/c' }), { elicit: person(accept({ confirm: true })).elicit });
      for (const message of sent) {
        assert.deepEqual(message.params._meta, {
          'io.modelcontextprotocol/protocolVersion': PROTOCOL_VERSION,
          'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
          'io.modelcontextprotocol/clientInfo': { name: 'mcp-elicit', version: VERSION },
        });
      }
    });

    it('passes a decline on, and the server does not act', async () => {
      const before = server.effects.length;
      const result = await callWithInputs(wire().send, tool('delete_file', { path: '/d' }), { elicit: person(decline).elicit });
      assert.equal(textOf(result), 'not deleted: the user said no');
      assert.equal(server.effects.length, before);
    });

    it('passes a cancel on, and the server does not act', async () => {
      const before = server.effects.length;
      const result = await callWithInputs(wire().send, tool('delete_file', { path: '/e' }), { elicit: person(cancel).elicit });
      assert.equal(textOf(result), 'not deleted: dismissed');
      assert.equal(server.effects.length, before);
    });
  });

  describe('two questions in one round', () => {
    it('asks them one after another, says "1 of 2", and sends both answers together', async () => {
      const { send, sent } = wire();
      const { elicit, asked } = person(accept({ name: 'Ada', email: 'ada@example.com' }), accept({ window: true }));
      const result = await callWithInputs(send, tool('book_trip', { city: 'Oslo' }), { elicit });
      assert.equal(textOf(result), 'booked Oslo for Ada; window=true; seat=accept');
      assert.deepEqual(
        asked.map((a) => [a.ctx.key, a.ctx.index, a.ctx.total]),
        [
          ['traveller', 0, 2],
          ['seat', 1, 2],
        ],
      );
      assert.equal(sent.length, 2);
      assert.deepEqual(Object.keys(sent[1].params.inputResponses as object), ['traveller', 'seat']);
    });

    it('goes on after a decline', async () => {
      const { elicit, asked } = person(accept({ name: 'Ada', email: 'ada@example.com' }), decline);
      const result = await callWithInputs(wire().send, tool('book_trip', { city: 'Rome' }), { elicit });
      assert.equal(textOf(result), 'booked Rome for Ada; window=undefined; seat=decline');
      assert.equal(asked.length, 2);
    });

    it('answers every remaining question cancel without asking, after a cancel', async () => {
      const { send, sent } = wire();
      const { elicit, asked } = person(cancel);
      const result = await callWithInputs(send, tool('book_trip', { city: 'Lima' }), { elicit });
      assert.equal(asked.length, 1);
      assert.deepEqual(sent[1].params.inputResponses, { traveller: { action: 'cancel' }, seat: { action: 'cancel' } });
      assert.equal(textOf(result), 'not booked: no traveller');
    });
  });

  describe('a corrections round', () => {
    it('hands the person what they entered last round, and sends only this round’s answers', async () => {
      const { send, sent } = wire();
      const { elicit, asked } = person(accept({ name: 'A', email: 'ada@nowhere' }), accept({ name: 'Ada', email: 'ada@example.com' }));
      const result = await callWithInputs(send, tool('create_customer'), { elicit });
      assert.equal(textOf(result), 'created Ada <ada@example.com>');
      assert.equal(asked[1].ctx.round, 2);
      assert.equal(asked[1].ctx.key, 'fix');
      assert.match(asked[1].params.message, /A name needs at least 2 letters\. That email address has no domain\./);
      assert.deepEqual(asked[1].ctx.previous, { name: 'A', email: 'ada@nowhere' });
      assert.deepEqual(Object.keys(sent[2].params.inputResponses as object), ['fix']);
      assert.notEqual(sent[2].params.requestState, sent[1].params.requestState);
    });

    it('pre-fills only the fields asked again', async () => {
      const { elicit, asked } = person(accept({ name: 'Ada', email: 'nope' }), accept({ email: 'ada@example.com' }));
      await callWithInputs(wire().send, tool('create_customer'), { elicit });
      assert.deepEqual(Object.keys((asked[1].params as { requestedSchema: { properties: object } }).requestedSchema.properties), ['email']);
      assert.deepEqual(asked[1].ctx.previous, { email: 'nope' });
    });
  });

  it('retries a requestState-only answer after a short pause, without inputResponses', async () => {
    const { send, sent } = wire();
    const started = performance.now();
    const result = await callWithInputs(send, tool('busy'), { elicit: person().elicit, stateOnlyDelayMs: 120 });
    assert.equal(textOf(result), 'done after waiting');
    assert.ok(performance.now() - started >= 115, 'it paused');
    assert.equal(sent.length, 2);
    assert.equal('inputResponses' in sent[1].params, false);
    assert.equal(typeof sent[1].params.requestState, 'string');
  });

  it('gives up on a server that never stops asking, with the last result', async () => {
    const { elicit, asked } = person(accept({ ok: true }), accept({ ok: true }), accept({ ok: true }));
    const error = await failureOf(callWithInputs(wire().send, tool('forever'), { elicit, maxRounds: 3 }));
    assert.ok(error instanceof InputRoundsExceededError);
    assert.equal(error.rounds, 3);
    assert.equal(error.message, 'The server asked for input 4 times without finishing; this call answers at most 3 rounds (maxRounds), so it gives up.');
    assert.equal((error.lastResult!.inputRequests as { again: { params: { message: string } } }).again.params.message, 'Question 4');
    assert.equal(asked.length, 3);
  });

  it('says so plainly when no rounds are allowed at all', async () => {
    const error = await failureOf(callWithInputs(wire().send, tool('forever'), { elicit: person().elicit, maxRounds: 0 }));
    assert.ok(error instanceof InputRoundsExceededError);
    assert.equal(error.message, 'The server asked for input 1 time without finishing; this call answers at most 0 rounds (maxRounds), so it gives up.');
    assert.equal(error.lastResult!.resultType, 'input_required');
  });

  describe('URL mode', () => {
    it('retries after consent, asks again (never silently) while the server repeats the URL, and finishes', async () => {
      const { send, sent } = wire();
      const { elicit, asked } = person(accept(), (again) => {
        // The person finishes on the page before saying so.
        server.finishSignIn(new URL((again.params as { url: string }).url).pathname.split('/').pop()!);
        return accept();
      });
      const result = await callWithInputs(send, tool('connect_billing'), { elicit });
      assert.equal(textOf(result), 'billing connected');
      assert.equal(asked.length, 2);
      assert.equal(asked[0].ctx.repeated, undefined);
      assert.equal(asked[1].ctx.repeated, true);
      assert.equal((asked[0].params as { url: string }).url, (asked[1].params as { url: string }).url);
      assert.deepEqual(sent[1].params.inputResponses, { signin: { action: 'accept' } });
    });
  });

  describe('capabilities', () => {
    it('declares roots only with a listRoots handler, and answers roots/list with it', async () => {
      const { send, sent } = wire();
      const result = await callWithInputs(send, tool('needs_roots'), {
        elicit: person().elicit,
        listRoots: async () => ({ roots: [{ uri: 'file:///work', name: 'work' }] }),
      });
      assert.equal(textOf(result), 'roots: file:///work');
      assert.deepEqual((sent[0].params._meta as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'], {
        elicitation: { form: {}, url: {} },
        roots: {},
      });
    });

    it('surfaces -32021 with the capabilities the server requires', async () => {
      const error = await failureOf(callWithInputs(wire().send, tool('needs_roots'), { elicit: person().elicit }));
      assert.ok(error instanceof MissingCapabilityError);
      assert.deepEqual(error.requiredCapabilities, { roots: {} });
      assert.equal((error.cause as { code: number }).code, -32021);
    });
  });

  it('answers input_required on prompts/get', async () => {
    const result = await callWithInputs(
      wire().send,
      { method: 'prompts/get', params: { name: 'greeting', arguments: {} } },
      {
        elicit: person(accept({ name: 'Ada' })).elicit,
      },
    );
    assert.equal((result.messages as { content: { text: string } }[])[0].content.text, 'Hello, Ada!');
  });

  describe('when the network fails on a retry', () => {
    it('rejects with the answers already given, and resume() finishes on a server sharing the key', async () => {
      const local = await startMrtrServer();
      const port = Number(new URL(local.url).port);
      const { elicit, asked } = person(accept({ confirm: true }));
      let calls = 0;
      const send = rawHttpSend(local.url);
      const flaky: Send = async (request, options) => {
        calls += 1;
        if (calls === 2) await local.close(); // the server goes away before the retry
        return send(request, options);
      };
      let error: unknown;
      try {
        await callWithInputs(flaky, tool('delete_file', { path: '/net' }), { elicit });
      } catch (e) {
        error = e;
      } finally {
        if (calls < 2) await local.close();
      }
      assert.ok(error instanceof InputRetryError, String(error));
      assert.equal(error.round, 1);
      assert.deepEqual(error.inputResponses, { confirm: { action: 'accept', content: { confirm: true } } });
      assert.match(error.requestState!, /^v1\./);

      const restarted = await startMrtrServer({ port });
      try {
        const result = await error.resume();
        assert.equal(textOf(result), 'deleted /net');
        assert.equal(asked.length, 1, 'nobody was asked twice');
      } finally {
        await restarted.close();
      }
    });
  });

  describe('abort', () => {
    it('cancels the open question and rejects, sending nothing more', async () => {
      const { send, sent } = wire();
      const controller = new AbortController();
      let sawAbort = false;
      const elicit = (_params: unknown, ctx: { signal: AbortSignal }) =>
        new Promise<{ action: 'cancel' }>((resolve) => {
          ctx.signal.addEventListener('abort', () => {
            sawAbort = true;
            resolve({ action: 'cancel' });
          });
          setTimeout(() => controller.abort(new Error('host closed the chat')), 10);
        });
      const e = await failureOf(callWithInputs(send, tool('delete_file', { path: '/x' }), { elicit, signal: controller.signal }));
      assert.match(String((e as Error).message), /host closed the chat/);
      assert.equal(sawAbort, true);
      assert.equal(sent.length, 1);
    });
  });
});

describe('callWithInputs with servers that break the rules', () => {
  /** A peer that answers with these canned results, in turn (the thing under test is the adapter). */
  const replies =
    (...results: unknown[]): Send =>
    async () => {
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next;
    };
  const elicitNever = person().elicit;

  it('treats a result without resultType as complete (an earlier-protocol server)', async () => {
    assert.deepEqual(await callWithInputs(replies({ content: [] }), tool('x'), { elicit: elicitNever }), { content: [] });
  });

  it('refuses input_required on a method that may not ask', async () => {
    await assert.rejects(
      callWithInputs(replies({ resultType: 'input_required', requestState: 's' }), { method: 'tools/list' as 'tools/call', params: {} }, { elicit: elicitNever }),
      (e: unknown) => e instanceof InputProtocolError && /tools\/list/.test(e.message),
    );
  });

  it('refuses a resultType it does not know', async () => {
    await assert.rejects(callWithInputs(replies({ resultType: 'stream' }), tool('x'), { elicit: elicitNever }), InputProtocolError);
  });

  it('refuses input_required with neither inputRequests nor requestState', async () => {
    await assert.rejects(callWithInputs(replies({ resultType: 'input_required' }), tool('x'), { elicit: elicitNever }), InputProtocolError);
  });

  it('refuses an input request of an unknown kind', async () => {
    const result = { resultType: 'input_required', inputRequests: { a: { method: 'tools/call', params: {} } } };
    await assert.rejects(callWithInputs(replies(result), tool('x'), { elicit: elicitNever }), InputProtocolError);
  });

  it('rejects a request kind it has no handler for, before asking anyone anything', async () => {
    const { elicit, asked } = person(accept({ a: 1 }));
    const result = {
      resultType: 'input_required',
      inputRequests: {
        form: { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } },
        llm: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } },
      },
    };
    const e = await failureOf(callWithInputs(replies(result), tool('x'), { elicit }));
    assert.ok(e instanceof MissingInputHandlerError);
    assert.equal(e.key, 'llm');
    assert.match(e.message, /no sample handler/);
    assert.equal(asked.length, 0);
  });

  it('keeps a server-chosen key like __proto__ as plain data', async () => {
    let retried: { [key: string]: unknown } | undefined;
    const send: Send = async (request) => {
      if (!request.params.inputResponses) {
        return JSON.parse(
          '{"resultType":"input_required","inputRequests":{"__proto__":{"method":"elicitation/create","params":{"message":"m","requestedSchema":{"type":"object","properties":{}}}}}}',
        );
      }
      retried = request.params;
      return { resultType: 'complete' };
    };
    await callWithInputs(send, tool('x'), { elicit: person(accept({})).elicit });
    assert.equal(JSON.stringify(retried!.inputResponses), '{"__proto__":{"action":"accept","content":{}}}');
    assert.equal(Object.getPrototypeOf(retried!.inputResponses), Object.prototype);
  });

  it('rejects a handler answer that is not an ElicitResult, clearly', async () => {
    const result = {
      resultType: 'input_required',
      inputRequests: { a: { method: 'elicitation/create', params: { message: 'm', requestedSchema: { type: 'object', properties: {} } } } },
    };
    await assert.rejects(
      callWithInputs(replies(result), tool('x'), { elicit: async () => ({ ok: true }) as never }),
      /answered input "a" with \{"ok":true\}, which is not an ElicitResult/,
    );
  });

  it('rethrows other JSON-RPC errors from the server as they came', async () => {
    const error = Object.assign(new Error('Invalid or expired requestState'), { code: -32602, data: { reason: 'invalid_request_state' } });
    await assert.rejects(callWithInputs(replies(error), tool('x'), { elicit: elicitNever }), (e: unknown) => e === error);
  });

  it('says what is wrong with its own arguments', async () => {
    await assert.rejects(callWithInputs(replies(), tool('x'), {} as never), /options\.elicit is required/);
    await assert.rejects(callWithInputs(replies(), { method: 'tools/call', params: 'x' } as never, { elicit: elicitNever }), /params an object/);
    await assert.rejects(callWithInputs(replies(), tool('x'), { elicit: elicitNever, maxRounds: -1 }), /maxRounds/);
  });

  it('leaves the envelope to an SDK client that adds its own', async () => {
    let params: { [key: string]: unknown } | undefined;
    await callWithInputs(async (request) => ((params = request.params), { resultType: 'complete' }), tool('x'), { elicit: elicitNever, envelope: false });
    assert.equal('_meta' in params!, false);
  });

  it('keeps the host’s own _meta keys next to the envelope', async () => {
    let meta: { [key: string]: unknown } | undefined;
    const request = { method: 'tools/call' as const, params: { name: 'x', _meta: { progressToken: 7 } } };
    await callWithInputs(async (r) => ((meta = r.params._meta as object as { [key: string]: unknown }), {}), request, {
      elicit: elicitNever,
      envelope: { clientInfo: { name: 'help-desk', version: '2.0.0' } },
    });
    assert.equal(meta!.progressToken, 7);
    assert.deepEqual(meta!['io.modelcontextprotocol/clientInfo'], { name: 'help-desk', version: '2.0.0' });
  });
});

describe('the package version', () => {
  it('sent as clientInfo matches package.json', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    assert.equal(VERSION, pkg.version);
  });
});
