/**
 * Every user-facing text of mcp-elicit. Pass a `Partial<Strings>` as `strings` to an element or to
 * `elicit()` to translate or reword any of them; what you leave out stays English.
 *
 * Entries that depend on a number or a name are functions, so plurals and word order stay right in
 * every language.
 */
export interface Strings {
  // who is asking
  serverAsks: (server: string) => string;
  unknownServer: string;
  noMessage: string;

  // buttons
  accept: string;
  decline: string;
  cancel: string;

  // field decorations
  required: string;
  optionalChoice: string;
  chooseOne: string;
  secretWarning: string;
  timeZone: (zone: string, offset: string) => string;

  // validation
  errorSummaryTitle: (count: number) => string;
  errorPrefix: string;
  requiredText: string;
  requiredNumber: string;
  requiredDate: string;
  requiredDateTime: string;
  requiredChoice: string;
  requiredEmail: string;
  requiredUri: string;
  minLength: (n: number) => string;
  maxLength: (n: number) => string;
  email: string;
  uri: string;
  date: string;
  dateTime: string;
  notANumber: string;
  notAnInteger: string;
  unsafeInteger: string;
  minimum: (n: number) => string;
  maximum: (n: number) => string;
  notAnOption: string;
  minItems: (n: number) => string;
  maxItems: (n: number) => string;
  validatorFailed: string;
  checking: string;

  // unsupported requests
  unsupportedTitle: string;
  unsupportedIntro: string;
  notAnObject: string;
  noSchema: string;
  schemaNotObject: string;
  noProperties: string;
  nestedObject: (field: string) => string;
  arrayOfObjects: (field: string) => string;
  unsupportedArray: (field: string) => string;
  unknownType: (field: string, type: string) => string;
  noOptions: (field: string) => string;
  notAField: (field: string) => string;
  unknownMode: (mode: string) => string;
  urlInForm: string;
  formInUrl: string;

  // outcome
  resultAccepted: string;
  resultDeclined: string;
  resultCancelled: string;
  resultTimedOut: string;
  resultAborted: string;

  // countdown (timeout)
  countdown: (time: string) => string;
  countdownAnnouncement: (time: string) => string;
  moreTime: string;
  duration: (ms: number) => string;

  // URL mode
  urlIntro: string;
  openHost: (host: string) => string;
  openAgain: (host: string) => string;
  urlOpened: (host: string) => string;
  urlRepeatedIntro: string;
  urlFinishedButton: string;
  urlFinished: string;
  urlRefused: string;
  urlUnparsable: string;
  urlScheme: (scheme: string) => string;
  warningsTitle: string;
  warnHttp: string;
  warnPunycode: (unicode: string, ascii: string) => string;
  warnConfusable: (looksLike: string) => string;
  warnMixedScript: (label: string) => string;
  warnCredentials: string;
  warnIpHost: string;
  warnOtherSite: (target: string, server: string) => string;
  warnBidi: string;
  hostLabel: string;
  serverOriginLabel: (origin: string) => string;
}

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${plural(hours, 'hour', 'hours')}`);
  if (minutes) parts.push(`${minutes} ${plural(minutes, 'minute', 'minutes')}`);
  if (seconds || !parts.length) parts.push(`${seconds} ${plural(seconds, 'second', 'seconds')}`);
  return parts.join(' ');
}

/** The default (English) strings. */
export const en: Strings = {
  serverAsks: (server) => `${server} asks`,
  unknownServer: 'An unidentified MCP server',
  noMessage: 'The server did not say why it is asking.',

  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel',

  required: '(required)',
  optionalChoice: 'No answer',
  chooseOne: 'Choose…',
  secretWarning:
    'This looks like a secret (a password, key, token or card number). MCP servers must not ask for secrets in a form; a trustworthy server sends you to its own sign-in page instead. Think twice before typing it here.',
  timeZone: (zone, offset) => `In your time zone, ${zone} (${offset}).`,

  errorSummaryTitle: (n) => `There ${plural(n, 'is 1 problem', `are ${n} problems`)} to fix before you can accept`,
  errorPrefix: 'Error:',
  requiredText: 'Enter a value',
  requiredNumber: 'Enter a number',
  requiredDate: 'Enter a date',
  requiredDateTime: 'Enter a date and time',
  requiredChoice: 'Choose an option',
  requiredEmail: 'Enter an email address',
  requiredUri: 'Enter a web address',
  minLength: (n) => `Enter at least ${n} ${plural(n, 'character', 'characters')}`,
  maxLength: (n) => `Enter at most ${n} ${plural(n, 'character', 'characters')}`,
  email: 'Enter an email address like name@example.com',
  uri: 'Enter a full web address like https://example.com',
  date: 'Enter a real date',
  dateTime: 'Enter a real date and time',
  notANumber: 'Enter a number, like 12 or 3.5',
  notAnInteger: 'Enter a whole number, like 12',
  unsafeInteger: 'This number is too large to send exactly; enter a smaller one',
  minimum: (n) => `Enter ${n} or more`,
  maximum: (n) => `Enter ${n} or less`,
  notAnOption: 'Choose one of the listed options',
  minItems: (n) => `Choose at least ${n}`,
  maxItems: (n) => `Choose at most ${n}`,
  validatorFailed: 'Your answers could not be checked, so they were not sent. You can decline or cancel.',
  checking: 'Checking your answers…',

  unsupportedTitle: 'This request cannot be shown',
  unsupportedIntro: 'The server asked for something this form cannot display, so it cannot be accepted here. You can decline or cancel.',
  notAnObject: 'The request is not a JSON object.',
  noSchema: 'The request has no requestedSchema describing what to ask.',
  schemaNotObject: 'The requested schema is not of type "object".',
  noProperties: 'The requested schema lists no properties to ask about.',
  nestedObject: (f) => `“${f}” is a nested object; only flat fields can be asked.`,
  arrayOfObjects: (f) => `“${f}” is a list of objects; only lists of choices can be asked.`,
  unsupportedArray: (f) => `“${f}” is a list without a fixed set of choices.`,
  unknownType: (f, t) => `“${f}” has the type “${t}”, which is not a type MCP forms allow.`,
  noOptions: (f) => `“${f}” offers no options to choose from.`,
  notAField: (f) => `“${f}” is not described by a schema object.`,
  unknownMode: (m) => `The request uses the mode “${m}”, which is neither form nor URL.`,
  formInUrl: 'This request is a form, which a URL consent element does not show (use <mcp-elicitation>).',
  urlInForm: 'This request asks to open a web page, which a form element does not show (use <mcp-elicitation>).',

  resultAccepted: 'You accepted. Your answers were sent.',
  resultDeclined: 'You declined. Nothing was shared.',
  resultCancelled: 'Cancelled. Nothing was shared.',
  resultTimedOut: 'Time ran out, so the request was cancelled. Nothing was shared.',
  resultAborted: 'This request was withdrawn. Nothing was shared.',

  countdown: (time) => `Time left: ${time}`,
  countdownAnnouncement: (time) => `${time} left to answer`,
  moreTime: 'More time',
  duration: formatDuration,

  urlIntro: 'The server wants to open this page in your browser:',
  openHost: (host) => `Open ${host}`,
  openAgain: (host) => `Open ${host} again`,
  urlOpened: (host) => `You opened ${host} in a new tab. Finish there, then come back.`,
  urlRepeatedIntro: 'The server is still waiting for this page. If you have finished there, say so; if you closed it too early, open it again:',
  urlFinishedButton: 'I’ve finished',
  urlFinished: 'You said you have finished. The server checks, and may ask again.',
  urlRefused: 'This link is not opened, for your safety. You can decline or cancel.',
  urlUnparsable: 'The server sent something that is not a valid web address.',
  urlScheme: (scheme) => `Links starting with “${scheme}” can run code or read files; only https and http pages can be opened.`,
  warningsTitle: 'Check before you open it',
  warnHttp: 'This page is not encrypted (http, not https). Anyone on your network could read or change it.',
  warnPunycode: (unicode, ascii) =>
    `The address uses international characters. It displays as “${unicode}” but its real name is “${ascii}”.`,
  warnConfusable: (looksLike) => `The address is made to look like “${looksLike}”, but it is a different site.`,
  warnMixedScript: (label) => `“${label}” mixes letters from different alphabets, a common trick to imitate a known site.`,
  warnCredentials: 'The address carries a user name or password. A trustworthy server never puts credentials in a link.',
  warnIpHost: 'The address is a bare IP number, not a named site, so you cannot tell who runs it.',
  warnOtherSite: (target, server) => `This page is on ${target}, but the request came from ${server}.`,
  warnBidi: 'The text contained invisible direction-changing characters; they are shown as [U+…] so the order you read is the real one.',
  hostLabel: 'Site:',
  serverOriginLabel: (origin) => `Server address: ${origin}`,
};

/** `en` with `overrides` applied; entries that are not strings or functions are ignored. */
export function resolveStrings(overrides?: Partial<Strings> | null): Strings {
  if (!overrides) return en;
  const merged: Record<string, unknown> = { ...en };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in en && typeof value === typeof (en as unknown as Record<string, unknown>)[key]) merged[key] = value;
  }
  return merged as unknown as Strings;
}
