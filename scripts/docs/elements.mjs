// The elements' reference, from custom-elements.json (built from their JSDoc by `npm run analyze`):
// properties and attributes, events, CSS parts and custom properties, per element.
import { readFileSync } from 'node:fs';
import { cell, code, page, table } from './mdx.mjs';

const ORDER = ['mcp-elicitation', 'mcp-elicitation-form', 'mcp-url-elicitation'];

export function elementsPage(manifestPath = 'custom-elements.json') {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
  elements.sort((a, b) => ORDER.indexOf(a.tagName) - ORDER.indexOf(b.tagName));
  const sections = [
    '# Reference: the elements',
    'Generated from `custom-elements.json`, which `npm run analyze` builds from the elements’ JSDoc and which ships in the package (`customElements` in package.json) for editors. The live, editable tables are on each element’s stories page.',
    `Elements: ${elements.map((e) => `[\`<${e.tagName}>\`](#${e.tagName})`).join(' · ')}`,
  ];
  for (const el of elements) {
    const fields = (el.members ?? []).filter((m) => m.kind === 'field' && m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && !m.name.startsWith('_'));
    const attributeOf = new Map((el.attributes ?? []).map((a) => [a.fieldName, a.name]));
    const methods = (el.members ?? []).filter((m) => m.kind === 'method' && m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && !m.name.startsWith('_'));
    sections.push(
      `## ${el.tagName}`,
      `\`${el.name}\`. ${cell(el.summary ?? '')} ${cell(el.description ?? '')}`.trim(),
      '### Properties',
      table(
        ['property', 'attribute', 'type', 'default', 'meaning'],
        fields.map((f) => [
          code(f.name),
          f.attribute || attributeOf.get(f.name) ? code(f.attribute ?? attributeOf.get(f.name)) : f.readonly ? 'read-only' : '',
          code(f.type?.text ?? ''),
          f.default ? code(f.default) : '',
          cell(f.description),
        ]),
      ),
    );
    if (methods.length) {
      sections.push(
        '### Methods',
        table(
          ['method', 'meaning'],
          methods.map((m) => [code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`), cell(m.description)]),
        ),
      );
    }
    sections.push(
      '### Events',
      table(
        ['event', 'detail', 'meaning'],
        (el.events ?? []).map((e) => [code(e.name), code(e.type?.text ?? ''), cell(e.description)]),
      ),
      '### CSS parts',
      table(
        ['part', 'what it is'],
        (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
      ),
      '### CSS custom properties',
      table(
        ['custom property', 'default', 'meaning'],
        (el.cssProperties ?? []).map((p) => [code(p.name), p.default ? code(p.default) : '', cell(p.description)]),
      ),
    );
  }
  return page('Reference/Elements', sections.filter(Boolean).join('\n\n'));
}
