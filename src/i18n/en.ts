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

/**
 * The English strings, and the definition of every user-facing text of mcp-elicit (`Strings` is
 * their type). Entries that depend on a number or a name are functions, so plurals and word order
 * stay right in every language.
 */
export const en = {
  // who is asking
  serverAsks: (server: string) => `${server} asks`,
  unknownServer: 'An unidentified MCP server',
  noMessage: 'The server did not say why it is asking.',
  moreOfMessage: (shown: number, total: number) => `Show more of the message (${shown.toLocaleString('en')} of ${total.toLocaleString('en')} characters shown)`,
  queuePosition: (position: number, total: number) => `${position} of ${total}`,
  fromTask: (status: string) => (status ? `From a background task: ${status}` : 'From a background task'),
  // a question that appeared without taking focus: the visible cue, and what a screen reader is told
  newQuestion: 'New question',
  questionArrived: (asks: string, message: string) => `New question. ${asks}: ${message}`,
  // a question relayed from a server whose session ended (the worker that asked it stopped)
  sessionEnded: 'The server’s session ended, so this question can no longer be answered.',

  // buttons
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel',

  // field decorations
  required: '(required)',
  optionalChoice: 'No answer',
  chooseOne: 'Choose…',
  showOptions: (label: string) => `Show the options for ${label}`,
  noMatches: 'No option matches what you typed.',
  matchCount: (n: number) => (n === 0 ? 'No option matches' : `${n} ${plural(n, 'option matches', 'options match')}`),
  chosenFor: (label: string) => `Chosen for ${label}`,
  removeChoice: (option: string) => `Remove ${option}`,
  secretWarning:
    'This looks like a secret (a password, key, token or card number). MCP servers must not ask for secrets in a form; a trustworthy server sends you to its own sign-in page instead. Think twice before typing it here.',
  timeZone: (zone: string, offset: string) => `In your time zone, ${zone} (${offset}).`,
  unshownDate: (value: string) => `The date given for this field, “${value}”, is not a real date, so it was left out.`,
  unshownDateTime: (value: string) => `The date and time given for this field, “${value}”, is not a real date and time, so it was left out.`,

  // validation
  errorSummaryTitle: (n: number) => `There ${plural(n, 'is 1 problem', `are ${n} problems`)} to fix before you can accept`,
  errorPrefix: 'Error:',
  requiredText: 'Enter a value',
  requiredNumber: 'Enter a number',
  requiredDate: 'Enter a date',
  requiredDateTime: 'Enter a date and time',
  requiredChoice: 'Choose an option',
  requiredEmail: 'Enter an email address',
  requiredUri: 'Enter a web address',
  minLength: (n: number) => `Enter at least ${n} ${plural(n, 'character', 'characters')}`,
  maxLength: (n: number) => `Enter at most ${n} ${plural(n, 'character', 'characters')}`,
  email: 'Enter an email address like name@example.com',
  uri: 'Enter a full web address like https://example.com',
  date: 'Enter a real date',
  dateTime: 'Enter a real date and time',
  notANumber: 'Enter a number, like 12 or 3.5',
  notAnInteger: 'Enter a whole number, like 12',
  unsafeInteger: 'This number is too large to send exactly; enter a smaller one',
  inexactNumber: (sent: string) => `This number cannot be sent exactly as typed (it would be sent as ${sent}); enter it with fewer digits`,
  minimum: (n: number) => `Enter ${n} or more`,
  maximum: (n: number) => `Enter ${n} or less`,
  notAnOption: 'Choose one of the listed options',
  notPattern: 'Enter a value in the form this field asks for',
  minItems: (n: number) => `Choose at least ${n}`,
  maxItems: (n: number) => `Choose at most ${n}`,
  validatorFailed: 'Your answers could not be checked, so they were not sent. You can decline or cancel.',
  checking: 'Checking your answers…',

  // unsupported requests
  unsupportedTitle: 'This request cannot be shown',
  unsupportedIntro: 'The server asked for something this form cannot display, so it cannot be accepted here. You can decline or cancel.',
  notAnObject: 'The request is not a JSON object.',
  notJson: (reason: string) => `The request attribute is not valid JSON (${reason}).`,
  noSchema: 'The request has no requestedSchema describing what to ask.',
  schemaWrongKind: (given: string) => `The request’s requestedSchema is of type “${given}”, not an object describing what to ask.`,
  schemaNotObject: 'The requested schema is not of type "object".',
  noProperties: 'The requested schema lists no properties to ask about.',
  nestedObject: (f: string) => `“${f}” is a nested object; only flat fields can be asked.`,
  arrayOfObjects: (f: string) => `“${f}” is a list of objects; only lists of choices can be asked.`,
  unsupportedArray: (f: string) => `“${f}” is a list without a fixed set of choices.`,
  unknownType: (f: string, t: string) => `“${f}” has the type “${t}”, which is not a type MCP forms allow.`,
  noOptions: (f: string) => `“${f}” offers no options to choose from.`,
  extensionOff: (x: string) => `The request is written for the “${x}” extension, which this app has not turned on.`,
  unsafePattern: (f: string) => `“${f}” has a pattern the form cannot check safely.`,
  needsUpload: (f: string) => `“${f}” asks for your own files, which this app cannot send.`,
  badKeyword: (f: string, k: string) => `“${f}” has a “${k}” of the wrong kind, which the form cannot check.`,
  notAField: (f: string) => `“${f}” is not described by a schema object.`,
  unknownMode: (m: string) => `The request uses the mode “${m}”, which is neither form nor URL.`,
  urlInForm: 'This request asks to open a web page, which a form element does not show (use <mcp-elicitation>).',
  formInUrl: 'This request is a form, which a URL consent element does not show (use <mcp-elicitation>).',

  // outcome
  resultAccepted: 'You accepted. Your answers were sent.',
  resultAcceptedUnticked: (labels: string) => `You accepted. Left unticked, so sent as No: “${labels}”.`,
  resultDeclined: 'You declined. Nothing was shared.',
  resultCancelled: 'Cancelled. Nothing was shared.',
  resultTimedOut: 'Time ran out, so the request was cancelled. Nothing was shared.',
  resultAborted: 'This request was withdrawn. Nothing was shared.',
  showQuestion: 'Show the question',
  answerYes: 'Yes',
  answerNo: 'No',
  noneChosen: 'None',
  hiddenValue: 'Hidden (it looks like a secret)',

  // countdown (timeout)
  countdown: (time: string) => `Time left: ${time}`,
  countdownAnnouncement: (time: string) => `${time} left to answer`,
  moreTime: 'More time',
  duration: formatDuration,

  // URL mode
  urlIntro: 'The server wants to open this page in your browser:',
  openHost: (host: string) => `Open ${host}`,
  openAgain: (host: string) => `Open ${host} again`,
  urlOpened: (host: string) => `You opened ${host} in a new tab. Finish there, then come back.`,
  urlRepeatedIntro: 'The server is still waiting for this page. If you have finished there, say so; if you closed it too early, open it again:',
  urlFinishedButton: 'I’ve finished',
  urlFinished: 'You said you have finished. The server checks, and may ask again.',
  urlRefused: 'This link is not opened, for your safety. You can decline or cancel.',
  urlUnparsable: 'The server sent something that is not a valid web address.',
  urlScheme: (scheme: string) => `Links starting with “${scheme}” can run code or read files; only https and http pages can be opened.`,
  warningsTitle: 'Check before you open it',
  warnHttp: 'This page is not encrypted (http, not https). Anyone on your network could read or change it.',
  warnPunycode: (unicode: string, ascii: string) => `The address uses international characters. It displays as “${unicode}” but its real name is “${ascii}”.`,
  warnConfusable: (looksLike: string) => `The address is made to look like “${looksLike}”, but it is a different site.`,
  warnMixedScript: (label: string) => `“${label}” mixes letters from different alphabets, a common trick to imitate a known site.`,
  warnCredentials: 'The address carries a user name or password. A trustworthy server never puts credentials in a link.',
  warnIpHost: 'The address is a bare IP number, not a named site, so you cannot tell who runs it.',
  warnDisguisedHost: (written: string, host: string) => `The address writes its site as “${written}”, but it leads to ${host}.`,
  warnOtherSite: (target: string, server: string) => `This page is on ${target}, but the request came from ${server}.`,
  warnBidi: 'The text contained invisible direction-changing characters; they are shown as [U+…] so the order you read is the real one.',
  hostLabel: 'Site:',
  serverOriginLabel: (origin: string) => `Server address: ${origin}`,
};
