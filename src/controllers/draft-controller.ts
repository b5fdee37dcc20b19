import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FieldModel } from '../model/field-model.js';
import type { ElicitContent, PersistOptions, ResultReason, ServerIdentity } from '../types.js';
import type { DraftSession } from './draft-session.js';

/**
 * Opt-in draft persistence for a form (the `persist` property). The storage code loads only for
 * forms that ask for it; once it has, the draft saved for the same question is restored (unless
 * the person has already started typing), each change is saved, and the draft is forgotten once
 * the question is answered. A withdrawn question (abort) keeps its draft: it may come back.
 */
export class DraftController implements ReactiveController {
  private session?: DraftSession;
  private persist?: PersistOptions;
  /** Bumped per request, so a late load for an earlier request does nothing. */
  private generation = 0;
  /** Resolves once the current request's draft is restored (at once without `persist`). */
  ready: Promise<void> = Promise.resolve();

  constructor(
    host: ReactiveControllerHost,
    /** What Accept would send now. */
    private readonly content: () => ElicitContent,
    /** Puts a restored draft in the form, if the person has not typed yet. */
    private readonly restore: (values: ElicitContent) => void,
  ) {
    host.addController(this);
  }

  /** A new request, from `server` (a draft is restored only into the same server's question). */
  start(persist: PersistOptions | undefined, request: unknown, fields: readonly FieldModel[], server: ServerIdentity | undefined): void {
    const generation = ++this.generation;
    this.session = undefined;
    this.persist = typeof persist?.key === 'string' && persist.key && fields.length ? persist : undefined;
    if (!this.persist) {
      this.ready = Promise.resolve();
      return;
    }
    const given = this.persist;
    this.ready = import('./draft-session.js').then(
      ({ DraftSession }) => {
        if (generation !== this.generation) return;
        this.session = new DraftSession(given, request, fields, server);
        const restored = this.session.restored();
        if (restored) this.restore(restored);
      },
      () => undefined,
    );
  }

  /** The question ended. */
  end(reason: ResultReason): void {
    this.generation++;
    const { persist, session } = this;
    this.session = this.persist = undefined;
    if (!persist || reason === 'abort') return;
    // Answered before the storage code had even loaded: forget the draft once it has.
    if (session) session.forget();
    else void import('./draft-session.js').then(({ DraftSession }) => new DraftSession(persist, undefined, []).forget(), () => undefined);
  }

  hostUpdated(): void {
    this.session?.save(this.content());
  }
}
