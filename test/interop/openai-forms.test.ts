// OpenAI's own server helpers for its form extension (`openai-mcp-extensions`, pinned in
// test/peers/python/requirements.txt) as a server: the parts shop in test/peers/python/openai_forms.py,
// one tool per addition and one with a core file input (`x-mcp-file`), driven through the adapter
// with scripted answers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callWithInputs } from '../../src/adapter/index.js';
import { accept, person, recordingWire, textOf } from '../node/helpers.js';
import { startPython, type Peer } from './peers.js';

const call = (name: string) => ({ method: 'tools/call' as const, params: { name, arguments: {} } });
const capabilitiesOf = (message: { params: { [key: string]: unknown } }) =>
  (message.params._meta as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'] as Record<string, unknown>;

describe('OpenAI’s form helpers (openai-mcp-extensions 0.2.1) as a server', () => {
  let peer: Peer;
  before(async () => {
    peer = await startPython('openai_forms:app');
  });
  after(() => peer?.close());

  describe('when the host turns no extension on', () => {
    it('declares nothing new, and the helper refuses to ask in its own words: no question reaches the person', async () => {
      const { send, sent } = recordingWire(peer.url);
      const nobody = person();
      const result = await callWithInputs(send, call('choose_plan'), { elicit: nobody.elicit });
      assert.equal(result.isError, true);
      assert.equal(textOf(result), 'Error executing tool choose_plan: The MCP client does not support openai/elicitation form MRTR');
      assert.equal(nobody.asked.length, 0);
      assert.deepEqual(capabilitiesOf(sent[0]), { elicitation: { form: {}, url: {} } });
    });

    it('shows the core file input as what it is today, a URI field, and the server gets the URI the person typed', async () => {
      const { send } = recordingWire(peer.url);
      const typed = 'data:application/pdf;name=invoice.pdf;base64,JVBERi0xLjQK';
      const someone = person(accept({ invoice: typed }));
      const result = await callWithInputs(send, call('attach_invoice'), { elicit: someone.elicit });
      const [{ params }] = someone.asked;
      assert.equal(params.mode ?? 'form', 'form');
      assert.deepEqual((params as { requestedSchema: { properties: Record<string, unknown> } }).requestedSchema.properties.invoice, {
        type: 'string',
        format: 'uri',
        title: 'Invoice',
        description: 'A PDF or PNG of at most 1 MiB',
        'x-mcp-file': { accept: ['application/pdf', 'image/png'], maxSize: 1_048_576 },
      });
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', header: 'data:application/pdf;name=invoice.pdf;base64', base64Length: 12, note: null });
    });
  });
});
