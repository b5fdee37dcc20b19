/**
 * mcp-elicit/testing/gallery: the requests a renderer of MCP elicitation must survive (every field
 * kind and format, hostile text, shapes a flat form cannot take, links made to deceive), each with
 * what a correct client does with it. The expectations are written by hand, from the 2026-07-28
 * specification, not read from mcp-elicit's code, so they hold for any renderer: run yours
 * through them, or your server's own requests through `describeRequest`.
 */
import type { FieldModel } from '../../model/field-model.js';
import { readRequest } from '../read-request.js';
import { safeMatcher } from '../../extensions/openai/pattern.js';
import type { ElicitExtensions } from '../../types.js';
import { problemText } from '../../i18n/problems.js';
import { en } from '../../i18n/en.js';
import { forms } from './forms.js';
import { hostile } from './hostile.js';
import { urls } from './urls.js';
import { extensions } from './extensions.js';
import { extensionsHostile } from './extensions-hostile.js';
import type { ExpectedField, FieldKind, GalleryCase } from './types.js';

export type * from './types.js';

/** Every case, form fields first, then hostile text and shapes, then links, then the extensions (hostile ones among them). */
export const gallery: readonly GalleryCase[] = Object.freeze([...forms, ...hostile, ...urls, ...extensions, ...extensionsHostile]);

/** The case called `name`; throws, listing the names, when there is none. */
export function galleryCase(name: string): GalleryCase {
  const found = gallery.find((c) => c.name === name);
  if (!found) throw new Error(`The gallery has no case "${name}" (it has ${gallery.map((c) => c.name).join(', ')}).`);
  return found;
}

function kindOf(field: FieldModel): FieldKind {
  switch (field.kind) {
    case 'number':
      return field.integer ? 'integer' : 'number';
    case 'select':
      return 'choice';
    case 'multiselect':
      return 'choices';
    case 'resource':
      return field.multiple ? 'resources' : 'resource';
    case 'text':
      return field.format ?? 'text';
    default:
      return field.kind;
  }
}

/** How mcp-elicit shows a request of yours: for a server's author, asking "will clients show this?". */
export type RequestDescription = { shows: 'form'; fields: ExpectedField[] } | { shows: 'url'; url: string } | { shows: 'unsupported'; because: string[] };

/**
 * How mcp-elicit would show `request` (the params of `elicitation/create`): its fields as the
 * gallery's expectations describe them, or, for a request it cannot show, each reason in words.
 * Check your server's schemas with it in a unit test, without a browser. `extensions`: what the
 * host turns on (as `elicit()` takes them), for a request written for one (openai/elicitation,
 * `x-mcp-file`).
 */
export function describeRequest(request: unknown, { extensions }: { extensions?: ElicitExtensions } = {}): RequestDescription {
  const parsed = readRequest(request, extensions, safeMatcher);
  if (parsed.mode === 'url') return { shows: 'url', url: parsed.url };
  if (parsed.mode === 'unsupported') return { shows: 'unsupported', because: parsed.problems.map((p) => problemText(p, en)) };
  return {
    shows: 'form',
    fields: parsed.fields.map((field) => ({
      key: field.key,
      label: field.label,
      kind: kindOf(field),
      required: field.required,
      ...('options' in field ? { options: field.options.map((o) => ({ title: o.label, value: o.value })) } : {}),
      ...(field.kind === 'text' && field.suggestions ? { options: field.suggestions.map((o) => ({ title: o.label, value: o.value })) } : {}),
    })),
  };
}
