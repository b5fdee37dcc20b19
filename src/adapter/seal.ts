/**
 * Sealing a step's pending state for the trip through the browser: AES-256-GCM under the host's
 * keys (Web Crypto: Node 20, browsers, edge runtimes; no dependency). The browser can neither read
 * the token (tool arguments and the server's `requestState` are not the person's to see) nor change
 * it. A token is bound to a subject the host names and expires; an optional one-time guard, backed
 * by the host's own store, refuses a token used twice.
 *
 * Token: `mcpe1.` + base64url(12-byte IV ‖ ciphertext ‖ 16-byte tag). The plaintext is JSON
 * `{ sub, exp, jti, p }`; the AES key is derived from each secret with HKDF-SHA-256, so secrets of
 * any length from 32 bytes work, and rotating is adding a key in front.
 */
import { PendingTokenError } from './errors.js';
import type { Pending } from './steps.js';

const PREFIX = 'mcpe1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_KEY_BYTES = 32;
const INFO = new TextEncoder().encode('mcp-elicit pending state v1');
const DEFAULT_TTL_SECONDS = 900;

/** A secret of at least 32 bytes: raw bytes, or a string (its UTF-8 bytes). */
export type SealKey = Uint8Array | string;

export interface SealOptions {
  /** The host's secrets, newest first: the first seals. Keep them on the server. */
  keys: readonly SealKey[];
  /** Whom the token is for (the signed-in user, the conversation): it opens only for the same subject. */
  subject: string;
  /** Seconds until the token expires. @default 900 */
  ttlSeconds?: number;
  /** The time to seal at, in ms since the epoch (tests). @default Date.now() */
  now?: number;
}

export interface OpenOptions {
  /** The host's secrets: any of them opens (rotation: the new key first, the old ones after, until their tokens expire). */
  keys: readonly SealKey[];
  /** Whom the token must have been sealed for. */
  subject: string;
  /**
   * One-time guard against replays: called with the token's unique id and its expiry (ms since the
   * epoch) once the token is otherwise good. Resolve `true` if the id was not seen before (and
   * remember it until it expires, in your own store), `false` if it was: the token is refused.
   */
  once?: (id: string, expiresAt: number) => boolean | Promise<boolean>;
  /** The time to open at, in ms since the epoch (tests). @default Date.now() */
  now?: number;
}

/** A derived AES-GCM key (`CryptoKey`, named without the DOM library). */
type AesKey = Awaited<ReturnType<typeof crypto.subtle.deriveKey>>;

const derived = new Map<string, Promise<AesKey>>();

function keyBytes(fn: string, key: unknown): Uint8Array<ArrayBuffer> {
  const bytes = typeof key === 'string' ? new TextEncoder().encode(key) : key instanceof Uint8Array ? new Uint8Array(key) : undefined;
  if (!bytes) throw new TypeError(`${fn}: each key must be a Uint8Array or a string.`);
  if (bytes.byteLength < MIN_KEY_BYTES) throw new TypeError(`${fn}: each key must be at least ${MIN_KEY_BYTES} bytes long (one is ${bytes.byteLength}).`);
  return bytes;
}

function checkKeys(fn: string, keys: unknown): Uint8Array<ArrayBuffer>[] {
  if (!Array.isArray(keys) || !keys.length) throw new TypeError(`${fn}: keys must be a non-empty list of secrets (Uint8Array or string, 32 bytes or more), newest first.`);
  return keys.map((key) => keyBytes(fn, key));
}

function checkSubject(fn: string, subject: unknown): string {
  if (typeof subject !== 'string' || !subject) throw new TypeError(`${fn}: subject must be a non-empty string naming whom the token is for (a user or conversation id).`);
  return subject;
}

/** The AES-256-GCM key for a secret, derived once per process. */
function aesKey(secret: Uint8Array<ArrayBuffer>): Promise<AesKey> {
  const id = base64url(secret);
  let key = derived.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', secret, 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: INFO }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
      );
    derived.set(id, key);
    if (derived.size > 16) derived.delete(derived.keys().next().value!);
  }
  return key;
}

/**
 * Seals a step's pending state into a string for the browser to carry back with the answers. It is
 * encrypted and authenticated with the first of `keys`, bound to `subject`, and expires after
 * `ttlSeconds`.
 */
export async function sealPending(pending: Pending, options: SealOptions): Promise<string> {
  const [first] = checkKeys('sealPending', options?.keys);
  const subject = checkSubject('sealPending', options.subject);
  const ttl = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  if (typeof ttl !== 'number' || !(ttl > 0) || !Number.isFinite(ttl)) throw new TypeError('sealPending: ttlSeconds must be a positive number of seconds.');
  if (typeof pending !== 'object' || pending === null) throw new TypeError('sealPending: pending must be the pending state of a step.');
  const now = options.now ?? Date.now();
  const id = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const plaintext = new TextEncoder().encode(JSON.stringify({ sub: subject, exp: now + ttl * 1000, jti: id, p: pending }));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(first), plaintext));
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(sealed, IV_BYTES);
  return PREFIX + base64url(bytes);
}

/**
 * Opens a token made by `sealPending`: resolves with the pending state, or rejects with a
 * `PendingTokenError` (`reason`: `malformed`, `tampered` (changed, or sealed under other keys),
 * `expired`, `subject` (sealed for someone else) or `replayed`). Check before sending anything.
 */
export async function openPending(token: string, options: OpenOptions): Promise<Pending> {
  const secrets = checkKeys('openPending', options?.keys);
  const subject = checkSubject('openPending', options.subject);
  if (options.once !== undefined && typeof options.once !== 'function') throw new TypeError('openPending: once must be a function (id, expiresAt) => boolean.');
  const bytes = typeof token === 'string' && token.startsWith(PREFIX) ? fromBase64url(token.slice(PREFIX.length)) : undefined;
  if (!bytes || bytes.byteLength < IV_BYTES + TAG_BYTES) throw new PendingTokenError('malformed');
  const iv = bytes.slice(0, IV_BYTES);
  const sealed = bytes.slice(IV_BYTES);
  let plaintext: ArrayBuffer | undefined;
  for (const secret of secrets) {
    try {
      plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await aesKey(secret), sealed);
      break;
    } catch {
      // Not this key (or changed): try the next.
    }
  }
  if (!plaintext) throw new PendingTokenError('tampered');
  let payload: { sub?: unknown; exp?: unknown; jti?: unknown; p?: unknown };
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    throw new PendingTokenError('malformed');
  }
  if (typeof payload?.exp !== 'number' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.p !== 'object' || payload.p === null) {
    throw new PendingTokenError('malformed');
  }
  if ((options.now ?? Date.now()) >= payload.exp) throw new PendingTokenError('expired');
  if (payload.sub !== subject) throw new PendingTokenError('subject');
  if (options.once && !(await options.once(payload.jti, payload.exp))) throw new PendingTokenError('replayed');
  return payload.p as Pending;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // One spelling per token: a changed padding bit that decodes to the same bytes is still a change.
  return base64url(bytes) === text ? bytes : undefined;
}
