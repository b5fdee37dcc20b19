import { setOwn } from '../internal/own.js';
import type { FieldModel } from '../model/field-model.js';
import type { ElicitContent, PersistOptions, ServerIdentity } from '../types.js';

type Store = NonNullable<PersistOptions['storage']>;

/** What is stored: which question it belongs to, and the answers typed so far. */
interface Saved {
  v: 1;
  question: string;
  values: ElicitContent;
}

const PREFIX = 'mcp-elicit:draft:';

/**
 * A short fingerprint of the question (who asks, the message and the schema), so a draft is
 * restored only into the same question from the same server: persistence keys such as
 * `taskId:key` collide easily between servers, and what a person typed for one server must never
 * appear in another's question.
 */
function fingerprint(request: unknown, server: ServerIdentity | undefined): string {
  const text = JSON.stringify([server?.name, server?.origin, (request as { message?: unknown })?.message, (request as { requestedSchema?: unknown })?.requestedSchema]) ?? '';
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length}:${hash.toString(36)}`;
}

/** `sessionStorage`, or undefined where reading it throws (sandboxed frames, storage turned off). */
function defaultStorage(): Store | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The stored draft of one question (loaded only for forms with `persist`): what was saved for the
 * same question, saving each change, and forgetting it. Secret-looking fields are never written.
 * Storage that is missing, full or throws is ignored.
 */
export class DraftSession {
  private readonly store?: Store;
  private readonly storageKey: string;
  private readonly question: string;
  private readonly secret: Set<string>;
  private lastSaved = '';

  constructor(persist: PersistOptions, request: unknown, fields: readonly FieldModel[], server?: ServerIdentity) {
    this.store = persist.storage ?? defaultStorage();
    this.storageKey = PREFIX + persist.key;
    this.question = fingerprint(request, server);
    // Secret-looking fields are never kept; nor are files (a data: URI of megabytes would fill the
    // storage and lose the whole draft; the person chooses the file again).
    this.secret = new Set(fields.filter((f) => f.secretLike || f.kind === 'file').map((f) => f.key));
  }

  /** What was saved for this same question (secret-looking fields left out), if anything. */
  restored(): ElicitContent | undefined {
    const saved = this.read();
    this.lastSaved = saved ? JSON.stringify(saved) : '';
    if (!saved || saved.question !== this.question) return undefined;
    return Object.fromEntries(Object.entries(saved.values).filter(([key]) => !this.secret.has(key)));
  }

  /** Saves `content` (secret-looking fields left out) when it changed. */
  save(content: ElicitContent): void {
    const values: ElicitContent = {};
    for (const [key, value] of Object.entries(content)) if (!this.secret.has(key)) setOwn(values, key, value);
    const text = JSON.stringify({ v: 1, question: this.question, values } satisfies Saved);
    if (text === this.lastSaved) return;
    this.lastSaved = text;
    try {
      this.store?.setItem(this.storageKey, text);
    } catch {
      // Full or refused: the form goes on; only a reload would lose the draft.
    }
  }

  /** Forgets the draft. */
  forget(): void {
    try {
      this.store?.removeItem(this.storageKey);
    } catch {
      // Nothing to do: the draft stays until the storage is cleared.
    }
  }

  private read(): Saved | undefined {
    try {
      const saved = JSON.parse(this.store?.getItem(this.storageKey) ?? 'null') as Saved | null;
      return saved?.v === 1 && typeof saved.question === 'string' && typeof saved.values === 'object' && saved.values !== null ? saved : undefined;
    } catch {
      return undefined;
    }
  }
}
