/**
 * `<input type="datetime-local">` speaks local wall-clock time with no offset; the wire wants
 * RFC 3339 with one. These convert between the two in the person's own time zone.
 */

import type { TextFormat } from '../model/field-model.js';

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/**
 * The local offset at `date` in whole minutes. Before standard time, zones kept local mean time,
 * whose offsets have seconds (Europe/Oslo until 1895: +00:53:28), and browsers report them as
 * fractions of a minute; RFC 3339 writes whole minutes only, so the offset is rounded.
 */
function offsetMinutes(date: Date): number {
  return Math.round(-date.getTimezoneOffset()) || 0;
}

/** `+02:00`, `-05:30` or `+00:00` for the local offset at `date`, in whole minutes. */
export function offsetOf(date: Date): string {
  const minutes = offsetMinutes(date);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `2026-02-28` and the like: a date in the calendar, as a date control shows it (`2026-02-30` is none). */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [+m[1], +m[2], +m[3]];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const LOCAL = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/**
 * `2026-03-01T09:30` (local) → `2026-03-01T09:30:00+01:00`. Returns undefined for text that is
 * not a real local date-time. A wall time skipped by a daylight-saving change moves forward, as the
 * clock does.
 */
export function localToRfc3339(local: string): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second = '0', milli = '0'] = m.slice(1);
  // Not `new Date(year, …)`: it reads years 0–99 as 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(+year, +month - 1, +day);
  date.setHours(+hour, +minute, +second, +milli.padEnd(3, '0'));
  if (Number.isNaN(date.getTime()) || date.getFullYear() !== +year || date.getMonth() !== +month - 1 || date.getDate() !== +day) return undefined;
  // The instant written with the offset rounded to whole minutes: where the local offset has
  // seconds, the wall time moves by them, so that what is sent is the same instant.
  const wall = new Date(date.getTime() + offsetMinutes(date) * 60_000);
  const ms = wall.getUTCMilliseconds();
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '') +
    offsetOf(date)
  );
}

/** An RFC 3339 date-time (any offset) → the local value a datetime-local input shows, or '' if unreadable. */
export function rfc3339ToLocal(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Seconds and milliseconds are shown when there are any: an untouched default goes out as the same instant.
  return localInputValue(date, 'when-any');
}

/**
 * `date` in local wall-clock time as a datetime-local input takes it: `YYYY-MM-DDTHH:mm`, then the
 * seconds: always (`:ss`, as a person types them), or only when there are any (with milliseconds
 * when there are any of those).
 */
export function localInputValue(date: Date, seconds: 'always' | 'when-any'): string {
  const ms = date.getMilliseconds();
  const tail = seconds === 'always' ? `:${pad(date.getSeconds())}` : date.getSeconds() || ms ? `:${pad(date.getSeconds())}${ms ? `.${pad(ms, 3)}` : ''}` : '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}${tail}`;
}

let zoneName: string | undefined;

/**
 * The person's IANA time zone and current offset, for showing next to a date-time field. The name
 * is looked up once (Intl is slow to ask); the offset is worked out each time, so DST stays right.
 */
export function localZone(now = new Date()): { zone: string; offset: string } {
  zoneName ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
  return { zone: zoneName, offset: `UTC${offsetOf(now)}` };
}

/** Whether a control of `format` can show `value`: a date or date-time control shows only a real one (any text control shows any text). */
export function canShow(format: TextFormat | undefined, value: string): boolean {
  if (format === 'date') return isRealDate(value);
  if (format === 'date-time') return rfc3339ToLocal(value) !== '';
  return true;
}
