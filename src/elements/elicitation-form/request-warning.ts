// The developer's word about a request the form cannot show, or showed only by mending it: loaded
// only for such a request. The person sees the problems in their own language on the card; the
// console says them in English, with what was wrong, once per request.
import type { Note, Problem } from '../../model/field-model.js';
import type { Strings } from '../../i18n/strings.js';
import { problemText } from '../../i18n/problems.js';

/** One sentence about a request that the form showed anyway. */
function noteText(note: Note): string {
  if (note.code === 'duplicate-enum') return `“${note.field}” lists the enum value “${note.value}” more than once; it is shown once.`;
  return `“${note.field}” has two options with the value “${note.value}”; only the first (“${note.kept}”) is shown, and “${note.dropped}” is dropped.`;
}

/** The console warning for one request: why it cannot be shown, or what the form mended to show it. */
export function requestWarning(what: { problems: readonly Problem[] } | { notes: readonly Note[] }, en: Strings): string {
  if ('problems' in what) {
    return (
      'mcp-elicit: this elicitation/create request cannot be shown, so the person can only decline or cancel. ' + what.problems.map((problem) => problemText(problem, en)).join(' ')
    );
  }
  return `mcp-elicit: the requestedSchema repeats an option, which the form mended to show it. ${what.notes.map(noteText).join(' ')}`;
}
