// What the host's chat stream carries besides the AI SDK's own parts: a `data-question` part per
// question the MCP server asks during a tool call. The part's id is the relay's question id, so
// the AI SDK replaces it in place when the question ends (answered, timed out, withdrawn).
import type { UIMessage } from 'ai';
import type { ElicitRequestParams, EndReason } from '../../../src/adapter/index.js';

export interface QuestionData {
  /** The relay's id: the page posts the answer with it. */
  id: string;
  /** The question exactly as the MCP server asked it (untrusted text: shown as text only). */
  params: ElicitRequestParams;
  /** How long it stays open, counted from when this part was written. */
  timeoutMs: number;
  /** `open` while it waits for the person; otherwise why it ended. */
  status: 'open' | EndReason;
}

export type ChatMessage = UIMessage<never, { question: QuestionData }>;
