// The reference of the package's script entries (functions, classes, types and their TSDoc), read
// from the built declarations by API Extractor's doc model and written as MDX pages.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { cell, code, page, prose, table } from './mdx.mjs';

/** Runs API Extractor on one entry's declarations and returns its doc model (the `.api.json`). */
export function docModel(dts, out) {
  const projectFolder = process.cwd();
  mkdirSync(resolve(out, '..'), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObjectFullPath: resolve('api-extractor.json'),
    packageJsonFullPath: resolve('package.json'),
    configObject: {
      projectFolder,
      mainEntryPointFilePath: resolve(dts),
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2023', 'dom', 'dom.iterable'], skipLibCheck: true, strict: true },
        },
      },
      apiReport: { enabled: false },
      docModel: { enabled: true, apiJsonFilePath: resolve(out) },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        extractorMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  });
  const result = Extractor.invoke(config, { localBuild: true, showVerboseMessages: false, messageCallback: (m) => (m.handled = true) });
  if (!result.succeeded) throw new Error(`API Extractor failed on ${dts}: ${result.errorCount} errors`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/**
 * The text of an item's signature, as declared. A class built with mixins extends a constant that
 * TypeScript names `<Class>_base` in the declarations: an internal name, shown as what it is, a
 * LitElement with the mixed-in properties (which the reference lists on the class itself).
 */
const excerpt = (item) =>
  (item.excerptTokens ?? [])
    .map((t) => t.text)
    .join('')
    .replace(/^export (declare )?/, '')
    .replace(/\bextends \w+_base\b/, 'extends LitElement')
    .replace(/\s+$/, '')
    .replace(/;$/, '');

/** A raw TSDoc comment → its summary (Markdown), its `@example` blocks, its `@default`. */
function parseDoc(raw = '') {
  const body = raw
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/\s*$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''))
    .join('\n');
  const [summary, ...tags] = body.split(/\n(?=@\w+)/);
  const tag = (name) => tags.filter((t) => t.startsWith(`@${name}`)).map((t) => t.slice(name.length + 1).trim());
  return { summary: summary.trim().replace(/^@\w+.*$/s, ''), examples: tag('example'), defaults: tag('default'), params: tag('param') };
}

/** Prose that keeps its code spans and its code fences (examples) intact. */
function docProse(text) {
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part, i) => (i % 2 ? part : prose(part.replace(/\{@link ([^}|\s]+)(?:\s*\|\s*([^}]+))?\}/g, (_m, ref, label) => `\`${label ?? ref}\``))))
    .join('');
}

const anchor = (name) => name.toLowerCase().replace(/[^a-z0-9_-]/g, '');

function renderItem(item) {
  const doc = parseDoc(item.docComment);
  const lines = [`### ${item.name}`, '```ts\n' + excerpt(item) + '\n```', docProse(doc.summary)];
  const members = (item.members ?? []).filter((m) => !/^_/.test(m.name) && m.kind !== 'Constructor' && !m.isProtected);
  if (members.length) {
    lines.push(
      table(
        ['member', 'type', 'meaning'],
        members.map((m) => {
          const d = parseDoc(m.docComment);
          const sig = excerpt(m).replace(/^(readonly |static |get |set )*/, '');
          const type = sig.startsWith(m.name) ? sig.slice(m.name.length).replace(/^\??:\s*/, '') : sig;
          const optional = m.isOptional ? '?' : '';
          const dflt = d.defaults.length ? ` Default: ${d.defaults[0].replace(/`/g, '')}.` : '';
          return [code(`${m.name}${optional}`), code(type), cell(d.summary + dflt)];
        }),
      ),
    );
  }
  const params = doc.params.flatMap((p) => {
    const match = p.match(/^(\w+)\s*(?:-\s*)?([\s\S]*)$/);
    return match ? [match] : [];
  });
  if (params.length)
    lines.push(
      table(
        ['parameter', 'meaning'],
        params.map(([, name, text]) => [code(name), cell(text)]),
      ),
    );
  for (const example of doc.examples) lines.push(example);
  return lines.filter(Boolean).join('\n\n');
}

const GROUPS = [
  ['Functions', ['Function']],
  ['Classes', ['Class']],
  ['Constants', ['Variable']],
  ['Types', ['Interface', 'TypeAlias', 'Enum']],
];

/** One reference page from an entry's doc model. */
export function apiPage(model, { entry, title, intro }) {
  const members = model.members?.[0]?.members ?? [];
  const body = [`# Reference: \`${entry}\``, intro];
  for (const [group, kinds] of GROUPS) {
    const items = members.filter((m) => kinds.includes(m.kind)).sort((a, b) => a.name.localeCompare(b.name));
    if (!items.length) continue;
    // Overloads share a name: one heading, every signature.
    const byName = new Map();
    for (const item of items) byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
    body.push(`## ${group}`, [...byName.keys()].map((n) => `[\`${n}\`](#${anchor(n)})`).join(' · '));
    for (const [, same] of byName)
      body.push(
        renderItem(same[0]) +
          same
            .slice(1)
            .map((o) => '\n\n```ts\n' + excerpt(o) + '\n```')
            .join(''),
      );
  }
  return page(title, body.join('\n\n'));
}
