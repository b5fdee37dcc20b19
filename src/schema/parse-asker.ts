// Who asks and for what task, display-safe: read from what the host says (never from the request).
import { revealBidiControls as safe } from '../internal/bidi.js';
import type { ServerIdentity, TaskInfo } from '../types.js';

/**
 * Text that shows something: not empty, not only spaces, and not only invisible characters
 * (zero-width spaces and joiners, direction marks), which would leave a control with no visible name.
 */
const BLANK = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;
export const visible = (value: unknown): string | undefined => (typeof value === 'string' && !BLANK.test(value) ? value : undefined);

/** Who asks, display-safe: the host's name for the server (empty when none) and its origin. */
export function parseServer(server: ServerIdentity | undefined): { name: string; origin?: string } {
  const name = safe(visible(server?.name)?.trim() ?? '');
  const origin = typeof server?.origin === 'string' ? server.origin.trim() : '';
  return origin ? { name, origin: safe(withScheme(origin)) } : { name };
}

/**
 * An origin as the host obviously means it: a bare host (`help.example.com`, `localhost:3000`), as
 * hosts often write it, is `https://` that host. Without this, it reads as no origin at all, and
 * links to other sites would go unflagged in silence. Anything else is left as it is.
 */
function withScheme(origin: string): string {
  return /^[^\s:/?#@\\]+(:\d+)?([/?#].*)?$/.test(origin) ? `https://${origin}` : origin;
}

/** The task a question comes from, display-safe: its status message (empty when none); undefined without a task. */
export function parseTaskInfo(task: TaskInfo | undefined): { statusMessage: string } | undefined {
  if (typeof task !== 'object' || task === null) return undefined;
  return { statusMessage: safe(visible(task.statusMessage)?.trim() ?? '') };
}
