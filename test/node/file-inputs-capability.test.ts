import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callWithInputs, clientCapabilities } from '../../src/adapter/index.js';

// SEP-2356 (a draft): a client that renders file inputs declares `fileInputs`; a server strips
// `x-mcp-file` from its schemas for clients that do not. The adapter declares it only with `files` on.

const CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';

describe('file inputs in the client capabilities (SEP-2356 fileInputs)', () => {
  it('are declared only when the host turns extensions.files on', () => {
    assert.deepEqual(clientCapabilities({ extensions: { files: true } }), { elicitation: { form: {}, url: {} }, fileInputs: {} });
    assert.deepEqual(clientCapabilities({}), { elicitation: { form: {}, url: {} } });
    assert.deepEqual(clientCapabilities({ extensions: { files: false } }), { elicitation: { form: {}, url: {} } });
  });

  it('go in every request’s _meta envelope with files on, beside openai/elicitation when that is on too', async () => {
    const sent: { method: string; params: { _meta?: Record<string, unknown> } }[] = [];
    const send = async (request: { method: string; params: object }) => {
      sent.push(request as (typeof sent)[number]);
      return { resultType: 'complete', content: [] };
    };
    await callWithInputs(
      send,
      { method: 'tools/call', params: { name: 'scan', arguments: {} } },
      { elicit: async () => ({ action: 'cancel' }), extensions: { files: true, openai: true } },
    );
    assert.deepEqual(sent[0].params._meta?.[CAPABILITIES], {
      elicitation: { form: {}, url: {} },
      fileInputs: {},
      extensions: { 'openai/elicitation': { form: {} } },
    });
  });
});
