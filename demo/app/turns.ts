// The conversation, a turn per tool call: the call's questions appear in the turn's own element
// (they stay there, answered, as a record), then its result as text, and every JSON-RPC message
// of the call for the Wire view.
import type { McpResult } from '../../src/adapter/index.js';
import type { AskOptions, Era, HelpDeskSession } from './session.js';
import { textOf } from './transcript-text.js';
import type { WireEntry } from './wire.js';

export interface Turn {
  id: number;
  tool: string;
  args: { [key: string]: unknown };
  era: Era;
  questions: HTMLElement;
  status: 'running' | 'done' | 'failed';
  text?: string;
  isError?: boolean;
  wire: WireEntry[];
  /** A background task: where it is, in the server's words. */
  task?: string;
  note?: string;
}

/** A turn that has begun, and how it goes on. */
export interface StartedTurn {
  turn: Turn;
  /** Changes the turn (and draws it again). */
  update(change: Partial<Turn>): void;
  /** Where and how the call's questions are asked: in the turn, with its own wire. */
  ask: AskOptions;
  /** Ends the turn with the call's result, or with why the call failed. */
  settle(outcome: Promise<McpResult>): Promise<void>;
}

export class Transcript {
  turns: Turn[] = [];
  private nextTurn = 1;

  /** `changed`: a turn began or changed (the page draws again). */
  constructor(private readonly changed: () => void) {}

  /** A new turn of the conversation; `asking` says who asks and how long a question waits. */
  start(session: HelpDeskSession, tool: string, args: Turn['args'], asking: Pick<AskOptions, 'server' | 'timeoutMs'>, note?: string): StartedTurn {
    const questions = document.createElement('div');
    questions.className = 'questions';
    const turn: Turn = { id: this.nextTurn++, tool, args, era: session.era, questions, status: 'running', wire: [], note };
    this.turns = [...this.turns, turn];
    this.changed();
    const update = (change: Partial<Turn>) => {
      Object.assign(turn, change);
      this.turns = [...this.turns];
      this.changed();
    };
    const ask: AskOptions = { container: questions, ...asking, wire: (entry) => update({ wire: [...turn.wire, entry] }) };
    const settle = (outcome: Promise<McpResult>) =>
      outcome.then(
        (result) => update({ status: 'done', text: textOf(result), isError: result.isError === true }),
        (error: Error) => update({ status: 'failed', text: `The call failed: ${error.message}`, isError: true }),
      );
    return { turn, update, ask, settle };
  }
}
