// The shape of an ElicitResult ({ action, content? }), checked where an answer comes from code that
// is not ours: a host's elicit(), the SDK handler's caller, a browser posting to the server. How
// strict each is differs on purpose (the server side refuses any extra key; the testing kit wants a
// plain object), but what an action is, and what the loosest well-formed result is, is said here.
import { isObject, type Json } from './json.js';

/** The three actions a result can carry. */
export const ELICIT_ACTIONS = ['accept', 'decline', 'cancel'] as const;

export type ElicitAction = (typeof ELICIT_ACTIONS)[number];

export const isElicitAction = (value: unknown): value is ElicitAction => (ELICIT_ACTIONS as readonly unknown[]).includes(value);

/** An object with one of the three actions, and, if it has content, content that is an object. */
export const isElicitResultShape = (value: unknown): value is { action: ElicitAction; content?: Json } =>
  isObject(value) && isElicitAction(value.action) && (value.content === undefined || isObject(value.content));
