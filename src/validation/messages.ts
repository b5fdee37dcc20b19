import type { FieldModel } from '../schema/field-model.js';
import type { Strings } from '../i18n/strings.js';
import type { Issue } from './issues.js';

function requiredMessage(field: FieldModel, s: Strings): string {
  switch (field.kind) {
    case 'number':
      return s.requiredNumber;
    case 'select':
    case 'boolean':
      return s.requiredChoice;
    case 'multiselect':
      return s.minItems(Math.max(1, field.minItems ?? 1));
    case 'text':
      switch (field.format) {
        case 'email':
          return s.requiredEmail;
        case 'uri':
          return s.requiredUri;
        case 'date':
          return s.requiredDate;
        case 'date-time':
          return s.requiredDateTime;
        default:
          return s.requiredText;
      }
  }
}

function formatMessage(field: FieldModel, s: Strings): string {
  const format = field.kind === 'text' ? field.format : undefined;
  if (format === 'email') return s.email;
  if (format === 'uri') return s.uri;
  if (format === 'date-time') return s.dateTime;
  return s.date;
}

/** The friendly, specific sentence for one issue of one field. Never a validator's own text. */
export function issueMessage(field: FieldModel, issue: Issue, s: Strings): string {
  const limit = issue.limit ?? 0;
  switch (issue.code) {
    case 'required':
      return requiredMessage(field, s);
    case 'minLength':
      return s.minLength(limit);
    case 'maxLength':
      return s.maxLength(limit);
    case 'format':
      return formatMessage(field, s);
    case 'type':
      return field.kind === 'number' && field.integer ? s.notAnInteger : s.notANumber;
    case 'badInput':
      return s.notANumber;
    case 'unsafeInteger':
      return s.unsafeInteger;
    case 'minimum':
      return s.minimum(limit);
    case 'maximum':
      return s.maximum(limit);
    case 'enum':
      return s.notAnOption;
    case 'minItems':
      return s.minItems(limit);
    case 'maxItems':
      return s.maxItems(limit);
  }
}
