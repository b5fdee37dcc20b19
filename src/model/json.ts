/** A JSON object as read from untrusted input: string keys, values not yet checked. */
export type Json = { [key: string]: unknown };

/** Whether `value` is an object that is not null and not an array (a JSON object, as far as `typeof` can tell). */
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
