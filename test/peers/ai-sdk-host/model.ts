// The language model of the AI SDK host: AI SDK Core's own MockLanguageModelV4 (from `ai/test`),
// scripted, so the chat runs with no network and no key. It plays a model that knows one tool
// call per request: on the person's words it calls the tool that `plan` names, and once the tool's
// result is in the prompt it streams its last words, which quote what the tool said.
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';

/** The tool call the model makes for what the person wrote, or undefined to just answer. */
export type Plan = (words: string) => { toolName: string; input: Record<string, unknown> } | undefined;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** Every `text` string in a tool's output, in order (an MCP result's content, however the AI SDK wrapped it). */
function textsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') {
    const { text, ...rest } = value as { text?: unknown };
    return [...(typeof text === 'string' ? [text] : []), ...Object.values(rest).flatMap(textsIn)];
  }
  return [];
}

/** The text streamed in a few pieces, as a model streams it. */
function say(text: string): LanguageModelV4StreamPart[] {
  const words = text.split(/(?<= )/);
  return [
    { type: 'text-start', id: 'words' },
    ...words.map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'words', delta })),
    { type: 'text-end', id: 'words' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
}

function respond({ prompt }: LanguageModelV4CallOptions, plan: Plan): LanguageModelV4StreamPart[] {
  const last = prompt.at(-1);
  if (last?.role === 'tool') {
    const said = last.content.flatMap((part) => (part.type === 'tool-result' ? textsIn(part.output) : [])).join(' ');
    return say(`The help desk says: ${said}`);
  }
  const words = last?.role === 'user' ? last.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ') : '';
  const call = plan(words);
  if (!call) return say('I can close tickets and delete customers. What shall I do?');
  return [
    { type: 'tool-call', toolCallId: `call-${prompt.length}`, toolName: call.toolName, input: JSON.stringify(call.input) },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
  ];
}

/** A model that does what `plan` says, deterministically. */
export function scriptedModel(plan: Plan): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async (options) => ({ stream: simulateReadableStream({ chunks: respond(options, plan), chunkDelayInMs: 5 }) }),
  });
}
