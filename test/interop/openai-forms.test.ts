// OpenAI's own server helpers for its form extension (`openai-mcp-extensions`, pinned in
// test/peers/python/requirements.txt) as a server: the parts shop in test/peers/python/openai_forms.py,
// one tool per addition and one with a core file input (`x-mcp-file`), driven through the adapter
// with scripted answers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as StreamableHTTPClientTransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { callWithInputs, clientCapabilities, createElicitationHandler, type ElicitContent, type ElicitRequestParams, type ElicitResult } from '../../src/adapter/index.js';
import { accept, cancel, decline, person, recordingWire, textOf } from '../node/helpers.js';
import { startPython, type Peer } from './peers.js';

const OPENAI = 'openai/elicitation';
const EMPTY = { properties: {}, type: 'object' };
/** The one field of the extension schema a question carries, and the core schema beside it. */
const shapeOf = (params: ElicitRequestParams) => {
  const schema = ((params._meta ?? {})[OPENAI] as { requestedSchema: { properties: Record<string, unknown>; required?: string[] } }).requestedSchema;
  return { core: (params as { requestedSchema: unknown }).requestedSchema, properties: schema.properties, required: schema.required };
};
const THUMBNAIL_PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqLv/HwAFJgJ0wSmaTQAAAABJRU5ErkJggg==';
const HEX_BOLT = {
  uri: 'cad://parts/hex-bolt',
  name: 'hex-bolt',
  title: 'M6 hex bolt',
  description: 'Zinc plated, 30 mm.',
  _meta: {
    'openai/preview': { target: { name: 'M6 hex bolt', type: 'resource_link', uri: 'cad://parts/hex-bolt' } },
    'openai/thumbnail': { src: 'https://thumbnails.example/parts/hex-bolt.png' },
  },
};
const PARTS = [
  HEX_BOLT,
  { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer', _meta: { 'openai/thumbnail': { src: THUMBNAIL_PIXEL } } },
  { uri: 'cad://parts/spacer', name: 'spacer', title: 'Spacer' },
];
/** What each tool's helper-made schema holds: its one property (or two), as the helper wrote it. */
const ASKED: Record<string, Record<string, unknown>> = {
  set_project_code: { code: { description: 'Three capitals, a dash, three digits', pattern: '^[A-Z]{3}-[0-9]{3}$', title: 'Project code', type: 'string' } },
  choose_plan: {
    plan: {
      oneOf: [
        { const: 'starter', description: 'One seat, community support.', title: 'Starter' },
        { const: 'team', description: 'Up to ten seats, support on weekdays.', title: 'Team' },
        { const: 'enterprise', title: 'Enterprise' },
      ],
      title: 'Plan',
      type: 'string',
    },
  },
  choose_part: {
    part: {
      oneOf: [
        { const: 'hex-bolt', title: 'M6 hex bolt', 'x-openai-thumbnail': { src: 'https://thumbnails.example/parts/hex-bolt.png' } },
        { const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { mimeType: 'image/png', src: THUMBNAIL_PIXEL } },
        { const: 'spacer', title: 'Spacer' },
      ],
      title: 'Part',
      type: 'string',
    },
  },
  review_part: {
    part: {
      minLength: 1,
      title: 'Part',
      type: 'string',
      'x-openai-suggestions': [
        { const: 'hex-bolt', title: 'M6 hex bolt' },
        { const: 'washer', title: 'M6 washer' },
      ],
    },
    accessories: {
      default: [],
      items: {
        type: 'string',
        'x-openai-suggestions': [
          { const: 'washer', title: 'M6 washer' },
          { const: 'nut', description: 'Zinc plated.', title: 'M6 nut' },
        ],
      },
      title: 'Accessories',
      type: 'array',
    },
  },
  pick_reference: { reference: { format: 'uri', minLength: 1, title: 'Reference file', type: 'string', 'x-openai-input': { options: PARTS, type: 'resource' } } },
  pick_parts: {
    parts: {
      default: ['cad://parts/hex-bolt'],
      items: { format: 'uri', minLength: 1, type: 'string' },
      minItems: 1,
      title: 'Parts',
      type: 'array',
      'x-openai-input': { options: PARTS, selection: 'explicit', type: 'resource' },
    },
  },
  add_drawings: {
    drawings: {
      items: { format: 'uri', minLength: 1, type: 'string' },
      maxItems: 3,
      minItems: 1,
      title: 'Drawings',
      type: 'array',
      'x-openai-input': { options: [HEX_BOLT], selection: 'implicit', type: 'resource', userOptions: { accept: ['.stl', '.step'], kind: 'file' } },
    },
  },
};
/** An accepted answer for each tool, and what the tool says it received (the helper checked it first). */
const ANSWERS: [tool: string, content: ElicitContent][] = [
  ['set_project_code', { code: 'CAD-123' }],
  ['choose_plan', { plan: 'team' }],
  ['choose_part', { part: 'washer' }],
  ['review_part', { part: 'a part of my own', accessories: ['washer', 'custom-spacer'] }],
  ['pick_reference', { reference: 'cad://parts/washer' }],
  ['pick_parts', { parts: ['cad://parts/hex-bolt', 'cad://parts/spacer'] }],
  ['add_drawings', { drawings: ['cad://parts/hex-bolt', 'https://uploads.example/bracket.stl'] }],
];
/** Answers the helper itself refuses (a scripted answer skips the form that would refuse them first), in its words. */
const REFUSED: [tool: string, content: ElicitContent, said: string][] = [
  ['set_project_code', { code: 'cad-123' }, 'Received an accepted elicitation whose content does not match the requested schema'],
  ['choose_plan', { plan: 'gold' }, "Invalid selection for 'plan'"],
  ['pick_reference', { reference: 'cad://parts/nut' }, "Invalid resource selection for 'reference'"],
  ['pick_parts', { parts: ['cad://parts/hex-bolt', 'https://elsewhere.example/part'] }, "Invalid resource selection for 'parts'"],
];

const call = (name: string) => ({ method: 'tools/call' as const, params: { name, arguments: {} } });
const capabilitiesOf = (message: { params: { [key: string]: unknown } }) =>
  (message.params._meta as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'] as Record<string, unknown>;

describe('OpenAI’s form helpers (openai-mcp-extensions 0.2.1) as a server', () => {
  let peer: Peer;
  before(async () => {
    peer = await startPython('openai_forms:app');
  });
  after(() => peer?.close());

  describe('in the 2026-07-28 era, through callWithInputs with extensions: { openai: true }', () => {
    const ask = (tool: string, ...answers: Parameters<typeof person>) => {
      const { send, sent } = recordingWire(peer.url);
      const someone = person(...answers);
      return { sent, asked: someone.asked, result: callWithInputs(send, call(tool), { elicit: someone.elicit, extensions: { openai: true } }) };
    };

    it('declares the extension beside form elicitation, which is what the helper needs before it asks', async () => {
      const { sent, result } = ask('choose_plan', accept({ plan: 'starter' }));
      await result;
      assert.deepEqual(capabilitiesOf(sent[0]), { elicitation: { form: {}, url: {} }, extensions: { [OPENAI]: { form: {} } } });
    });

    for (const [tool, content] of ANSWERS) {
      it(`${tool}: reaches elicit as the helper sent it (the core schema empty, its own in _meta), and the helper accepts the answer`, async () => {
        const { sent, asked, result } = ask(tool, accept(content));
        assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content });
        const [{ params }] = asked;
        assert.deepEqual(shapeOf(params), { core: EMPTY, properties: ASKED[tool], required: tool === 'review_part' ? ['part'] : Object.keys(ASKED[tool]) });
        assert.equal(params.mode, 'form');
        // The answer goes back bare, under the helper's key, in the core shape.
        assert.deepEqual(sent[1].params.inputResponses, { [tool]: { action: 'accept', content } });
      });
    }

    for (const [tool, content, said] of REFUSED) {
      it(`${tool}: an answer outside what it asked is refused by the helper itself (${said})`, async () => {
        const result = await ask(tool, accept(content)).result;
        assert.equal(result.isError, true);
        assert.equal(textOf(result), `Error executing tool ${tool}: ${said}`);
      });
    }

    it('passes the person’s decline and cancel on as they are', async () => {
      for (const [answer, action] of [
        [decline, 'decline'],
        [cancel, 'cancel'],
      ] as const) {
        const { sent, result } = ask('pick_parts', answer);
        assert.deepEqual(JSON.parse(textOf(await result)), { action });
        assert.deepEqual(sent[1].params.inputResponses, { pick_parts: { action } });
      }
    });
  });

  describe('in the 2025-11-25 era, through the v2 TypeScript client and createElicitationHandler', () => {
    let client: Client;
    let answers: ((params: ElicitRequestParams) => ElicitResult)[] = [];
    const asked: ElicitRequestParams[] = [];
    before(async () => {
      const elicit = async (params: ElicitRequestParams): Promise<ElicitResult> => (asked.push(params), answers.shift()!(params));
      client = new Client({ name: 'interop', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions: { openai: true } }) });
      const handler = createElicitationHandler({ elicit, extensions: { openai: true } });
      // Registered with params of any shape: the SDK's own schema for elicitation/create drops keys
      // it does not know, x-mcp-file among them (the last test shows it).
      client.setRequestHandler('elicitation/create', { params: z.looseObject({}) }, (params, ctx) => handler({ params }, ctx));
      client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai!);
      await client.connect(new StreamableHTTPClientTransport(new URL(peer.url)));
    });
    after(() => client?.close());

    it('negotiates 2025-11-25, and the helper asks with its own method, openai/elicitation/create, read into the 2026 shape', async () => {
      assert.equal(client.getNegotiatedProtocolVersion(), '2025-11-25');
      answers = [() => accept({ part: 'spacer' })];
      const result = (await client.callTool({ name: 'choose_part', arguments: {} })) as Record<string, unknown>;
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { part: 'spacer' } });
      assert.deepEqual(shapeOf(asked.at(-1)!), { core: { type: 'object', properties: {} }, properties: ASKED.choose_part, required: ['part'] });
    });

    for (const [tool, content] of ANSWERS) {
      it(`${tool}: answered in this era too`, async () => {
        answers = [() => accept(content)];
        const result = (await client.callTool({ name: tool, arguments: {} })) as Record<string, unknown>;
        assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content });
        assert.deepEqual(shapeOf(asked.at(-1)!).properties, ASKED[tool]);
      });
    }

    it('attach_invoice: the core x-mcp-file field comes through elicitation/create, untouched, and the data: URI goes back', async () => {
      answers = [() => accept({ invoice: 'data:image/png;name=scan.png;base64,iVBORw0KGgo=', note: 'March' })];
      const result = (await client.callTool({ name: 'attach_invoice', arguments: {} })) as Record<string, unknown>;
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', header: 'data:image/png;name=scan.png;base64', base64Length: 12, note: 'March' });
      assert.deepEqual((asked.at(-1) as unknown as { requestedSchema: { properties: { invoice: unknown } } }).requestedSchema.properties.invoice, {
        type: 'string',
        format: 'uri',
        title: 'Invoice',
        description: 'A PDF or PNG of at most 1 MiB',
        'x-mcp-file': { accept: ['application/pdf', 'image/png'], maxSize: 1_048_576 },
      });
    });
  });

  it('in the 2025-11-25 era through the 1.x SDK client: the handler registered for openai/elicitation/create (it gets the whole request) answers the helper', async () => {
    const asked: ElicitRequestParams[] = [];
    const client = new ClientV1({ name: 'interop', version: '1.0.0' }, { capabilities: clientCapabilities({ extensions: { openai: true } }) });
    const handler = createElicitationHandler({ elicit: async (params) => (asked.push(params), accept({ plan: 'enterprise' })), extensions: { openai: true } });
    client.setRequestHandler(z.object({ method: z.literal('openai/elicitation/create'), params: z.looseObject({}) }), (request) => handler(request));
    await client.connect(new StreamableHTTPClientTransportV1(new URL(peer.url)));
    try {
      const result = (await client.callTool({ name: 'choose_plan', arguments: {} })) as Record<string, unknown>;
      assert.deepEqual(JSON.parse(textOf(result)), { action: 'accept', content: { plan: 'enterprise' } });
      assert.deepEqual(shapeOf(asked[0]), { core: { type: 'object', properties: {} }, properties: ASKED.choose_plan, required: ['plan'] });
    } finally {
      await client.close();
    }
  });

  it('through the v2 client’s own elicitation/create schema, x-mcp-file is lost before the handler sees it (a URI field is all that is left)', async () => {
    const asked: ElicitRequestParams[] = [];
    const client = new Client({ name: 'interop', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: async (params) => (asked.push(params), decline) }));
    await client.connect(new StreamableHTTPClientTransport(new URL(peer.url)));
    try {
      await client.callTool({ name: 'attach_invoice', arguments: {} });
    } finally {
      await client.close();
    }
    assert.deepEqual((asked[0] as unknown as { requestedSchema: { properties: { invoice: unknown } } }).requestedSchema.properties.invoice, {
      type: 'string',
      format: 'uri',
      title: 'Invoice',
      description: 'A PDF or PNG of at most 1 MiB',
    });
  });

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
