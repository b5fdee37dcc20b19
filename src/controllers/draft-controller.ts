import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FieldModel } from '../model/field-model.js';
import type { ElicitContent, PersistOptions, ResultReason, ServerIdentity } from '../types.js';
import type { DraftSession } from '../schema/draft-session.js';
import { LoadTask } from './load-task.js';

/** What a draft session is made from: the options, the request, its fields, who asks. */
type Wanted = [persist: PersistOptions, request: unknown, fields: readonly FieldModel[], server: ServerIdentity | undefined];

/**
 * Opt-in draft persistence for a form (the `persist` property). The storage code loads only for
 * forms that ask for it; once it has, the draft saved for the same question is restored (unless
 * the person has already started typing), each change is saved, and the draft is forgotten once
 * the question is answered. A withdrawn question (abort) keeps its draft: it may come back.
 */
export class DraftController implements ReactiveController {
  private session?: DraftSession;
  private persist?: PersistOptions;
  /** The session the current request wants, until the question ends (a load for another is dropped). */
  private wanted?: Wanted;

  constructor(
    host: ReactiveControllerHost,
    /** What Accept would send now. */
    private readonly content: () => ElicitContent,
    /** Puts a restored draft in the form, if the person has not typed yet. */
    private readonly restore: (values: ElicitContent) => void,
  ) {
    host.addController(this);
    // A LoadTask of the form: the form is not ready until the draft is restored (see `QuestionElement.ready`).
    new LoadTask(host, {
      args: () => [this.wanted] as const,
      task: ([wanted]) =>
        wanted &&
        import('../schema/draft-session.js').then(
          ({ DraftSession }) => new DraftSession(...wanted),
          () => undefined,
        ),
      onComplete: (session) => {
        // Answered before it loaded: nothing to restore (`end` forgets the draft).
        if (!session || !this.wanted) return;
        this.session = session;
        const restored = session.restored();
        if (restored) this.restore(restored);
      },
    });
  }

  /** A new request, from `server` (a draft is restored only into the same server's question). */
  start(persist: PersistOptions | undefined, request: unknown, fields: readonly FieldModel[], server: ServerIdentity | undefined): void {
    this.session = undefined;
    this.persist = typeof persist?.key === 'string' && persist.key && fields.length ? persist : undefined;
    this.wanted = this.persist && [this.persist, request, fields, server];
  }

  /** The question ended. */
  end(reason: ResultReason): void {
    const { persist, session } = this;
    this.session = this.persist = this.wanted = undefined;
    if (!persist || reason === 'abort') return;
    // Answered before the storage code had even loaded: forget the draft once it has.
    if (session) session.forget();
    else
      void import('../schema/draft-session.js').then(
        ({ DraftSession }) => new DraftSession(persist, undefined, []).forget(),
        () => undefined,
      );
  }

  hostUpdated(): void {
    this.session?.save(this.content());
  }
}
