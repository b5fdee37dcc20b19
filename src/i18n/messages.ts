/**
 * Every "code → sentence" choice of mcp-elicit, one function per kind, next to the strings they
 * read. Elements and pure modules hand over codes (a problem, a warning, an issue, an outcome);
 * only this module picks the words (and, loaded only when needed, `url-warnings.ts` for URL
 * mode's warnings and `problems.ts` for why a request cannot be shown). Server text inside them is already display-safe (see
 * `parseRequest`), so nothing here neutralises anything.
 */
import type { FieldModel } from '../model/field-model.js';
import type { Issue } from '../model/issues.js';
import type { ElicitationResultDetail } from '../types.js';
import type { Strings } from './strings.js';
import { revealBidiControls } from '../internal/bidi.js';

/** What to say when a field left empty must be answered, and when its text is not of its format. */
const REQUIRED_TEXT = { email: 'requiredEmail', uri: 'requiredUri', date: 'requiredDate', 'date-time': 'requiredDateTime' } as const;
const NOT_OF_FORMAT = { email: 'email', uri: 'uri', date: 'date', 'date-time': 'dateTime' } as const;

function requiredMessage(field: FieldModel, s: Strings): string {
  switch (field.kind) {
    case 'number':
      return s.requiredNumber;
    case 'text':
      return s[field.format ? REQUIRED_TEXT[field.format] : 'requiredText'];
    default:
      // A choice of one (or a file) or of several (a multi-select, a resource list).
      return field.kind === 'multiselect' || (field.kind === 'resource' && field.multiple) ? s.minItems(Math.max(1, field.minItems ?? 1)) : s.requiredChoice;
  }
}

/** The friendly, specific sentence for one issue of one field. Never a validator's own text. */
export function issueMessage(field: FieldModel, issue: Issue, s: Strings): string {
  switch (issue.code) {
    case 'required':
      return requiredMessage(field, s);
    case 'format':
      return s[NOT_OF_FORMAT[(field.kind === 'text' && field.format) || 'date']];
    case 'type':
      return field.kind === 'number' && field.integer ? s.notAnInteger : s.notANumber;
    case 'badInput':
      return s.notANumber;
    case 'unsafeInteger':
      return s.unsafeInteger;
    case 'inexactNumber':
      return s.inexactNumber(String(issue.value ?? 0));
    case 'enum':
      return s.notAnOption;
    case 'pattern':
      return s.notPattern;
    default:
      // A bound: minLength, maxLength, minimum, maximum, minItems, maxItems, each named as its string.
      return s[issue.code](issue.limit ?? 0);
  }
}

/**
 * Why the value given for a date or date-time field is not in it: the value as given (bidi
 * controls made visible, cut to a readable length) and what it is not.
 */
export function unshownText(field: FieldModel, value: string, s: Strings): string {
  const visible = revealBidiControls(value);
  const shown = visible.length > 40 ? `${visible.slice(0, 40)}…` : visible;
  return field.kind === 'text' && field.format === 'date-time' ? s.unshownDateTime(shown) : s.unshownDate(shown);
}

/** How a question ended, in words; `accepted` is the mode's own sentence for an accept. */
export function outcomeText({ result, reason }: ElicitationResultDetail, accepted: string, s: Strings): string {
  if (result.action === 'accept') return accepted;
  if (result.action === 'decline') return s.resultDeclined;
  if (reason === 'timeout') return s.resultTimedOut;
  if (reason === 'abort') return s.resultAborted;
  return s.resultCancelled;
}

/** "Time left: 2 minutes 5 seconds". */
export function timeLeftText(ms: number, s: Strings): string {
  return s.countdown(s.duration(ms));
}

/** "1 minute left to answer", for the polite announcement at a threshold. */
export function timeAnnouncementText(ms: number, s: Strings): string {
  return s.countdownAnnouncement(s.duration(ms));
}
