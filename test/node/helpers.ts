import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ElicitRequestParams, ElicitResult, InputContext } from '../../src/adapter/index.js';
import { rawHttpSend, type SentMessage } from '../../support/raw-send.js';

const spec = JSON.parse(readFileSync(new URL('../fixtures/schema-2026-07-28.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'mcp-2026-07-28');

const REQUEST_DEFS: { [method: string]: string } = {
  'tools/call': 'CallToolRequest',
  'prompts/get': 'GetPromptRequest',
  'resources/read': 'ReadResourceRequest',
};

/** Asserts that a JSON-RPC request we sent is valid against the 2026-07-28 schema (and, for a retry, its retry params too). */
export function assertValidOnTheWire(message: { method: string; params: { [key: string]: unknown } }): void {
  const def = REQUEST_DEFS[message.method];
  assert.ok(def, `no schema for ${message.method}`);
  const check = (name: string, value: unknown) => {
    const validate = ajv.getSchema(`mcp-2026-07-28#/$defs/${name}`)!;
    assert.ok(validate(value), `${name} invalid: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value)}`);
  };
  check(def, message);
  if ('inputResponses' in message.params || 'requestState' in message.params) check('InputResponseRequestParams', message.params);
  for (const [key, response] of Object.entries((message.params.inputResponses ?? {}) as object)) {
    if ('action' in response) check('ElicitResult', response);
    else assert.ok(key, 'non-elicitation response');
  }
}

export interface Asked {
  params: ElicitRequestParams;
  ctx: InputContext;
}

/** A person who gives these answers in turn; `asked` records what they were shown. */
export function person(...answers: (ElicitResult | ((asked: Asked) => ElicitResult | Promise<ElicitResult>))[]) {
  const asked: Asked[] = [];
  const elicit = async (params: ElicitRequestParams, ctx: InputContext): Promise<ElicitResult> => {
    const entry = { params, ctx: { ...ctx } };
    asked.push(entry);
    const answer = answers.shift();
    if (!answer) throw new Error(`nobody expected question ${asked.length}: ${JSON.stringify(params)}`);
    return typeof answer === 'function' ? answer(entry) : answer;
  };
  return { elicit, asked };
}

export const accept = (content?: ElicitResult['content']): ElicitResult => (content ? { action: 'accept', content } : { action: 'accept' });
export const decline: ElicitResult = { action: 'decline' };
export const cancel: ElicitResult = { action: 'cancel' };

/** The text of the first content block of a tool result. */
export const textOf = (result: { [key: string]: unknown }): string => (result.content as { text: string }[])[0].text;

/** The error `promise` rejects with; fails plainly if it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new assert.AssertionError({ message: 'expected a rejection, but it resolved' });
}

/** A send over HTTP to `url` that keeps every outgoing message, each checked against the spec's schema unless `check` is false. */
export function recordingWire(url: string, { check = true } = {}) {
  const sent: SentMessage[] = [];
  const send = rawHttpSend(url, (message) => {
    if (check) assertValidOnTheWire(message);
    sent.push(structuredClone(message));
  });
  return { send, sent };
}
