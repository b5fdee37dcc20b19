/** Something wrong with one field's answer, in words no validator chose: the message comes from `Strings`. */
export type IssueCode =
  'required' | 'minLength' | 'maxLength' | 'format' | 'type' | 'minimum' | 'maximum' | 'enum' | 'minItems' | 'maxItems' | 'badInput' | 'unsafeInteger' | 'inexactNumber' | 'pattern';

export interface Issue {
  /** The property name of the field at fault. */
  key: string;
  code: IssueCode;
  /** The schema's bound, for length, range and item-count issues. */
  limit?: number;
  /** For a number that cannot be sent as typed: what it would be sent as. */
  value?: number;
}

/** Keeps the first issue of each field (reading a draft comes before checking the schema). */
export function firstIssuePerField(issues: readonly Issue[]): Map<string, Issue> {
  const byField = new Map<string, Issue>();
  for (const issue of issues) if (!byField.has(issue.key)) byField.set(issue.key, issue);
  return byField;
}
