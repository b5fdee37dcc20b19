import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { INNER_PARTS } from '../../src/model/markup.js';

/**
 * The code of an element's file and of every file of src/ it imports, at once or lazily (comments
 * left out, so the JSDoc that documents parts and tokens does not count as using them).
 */
function codeOf(entry: string): string {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:from\s+|import\()['"](\.[^'"]+)['"]/g)) visit(join(dirname(file), spec).replace(/\.js$/, '.ts'));
  };
  visit(entry);
  return [...seen].map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).join('\n');
}
/** Each element's class file. */
const SOURCES: Record<string, string> = {
  'mcp-elicitation-form': 'src/elements/elicitation-form/elicitation-form.ts',
  'mcp-url-elicitation': 'src/elements/url-elicitation/url-elicitation.ts',
  'mcp-elicitation': 'src/elements/elicitation/elicitation.ts',
};
const partsIn = (code: string): string[] =>
  [...new Set([...code.matchAll(/\bpart="([^"$]+)"|setAttribute\('part', '([^']+)'\)/g)].flatMap(([, inTemplate, set]) => (inTemplate ?? set).split(/\s+/)))].sort();
const tokensIn = (code: string): string[] => [...new Set(code.match(/--mcp-elicit-[a-z-]*[a-z]/g) ?? [])].sort();
type Documented = { tagName: string; cssParts: { name: string }[]; cssProperties: { name: string }[] };
function documented(): Documented[] {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  return manifest.modules.flatMap((m: { declarations?: Documented[] }) => m.declarations ?? []).filter((d: Documented) => d.tagName);
}

describe('custom-elements.json', () => {
  it('is up to date with the elements’ JSDoc (run npm run analyze after changing them)', () => {
    const dir = '.cem-check';
    try {
      execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', dir], {
        stdio: 'ignore',
      });
      const fresh = JSON.parse(readFileSync(`${dir}/custom-elements.json`, 'utf8'));
      const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
      assert.deepEqual(committed, fresh);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents every element, its event, parts and custom properties', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const elements = manifest.modules.flatMap((m: { declarations?: { tagName?: string }[] }) => m.declarations ?? []).filter((d: { tagName?: string }) => d.tagName);
    assert.deepEqual(elements.map((e: { tagName: string }) => e.tagName).sort(), ['mcp-elicitation', 'mcp-elicitation-form', 'mcp-url-elicitation']);
    for (const element of elements) {
      assert.deepEqual(element.events.map((e: { name: string }) => e.name).sort(), ['mcp-elicitation-open', 'mcp-elicitation-result'], element.tagName);
      for (const part of ['accept-button', 'decline-button', 'cancel-button', 'countdown', 'message', 'server']) {
        assert.ok(
          element.cssParts.some((p: { name: string }) => p.name === part),
          `${element.tagName} ::part(${part})`,
        );
      }
      assert.ok(
        element.cssProperties.some((p: { name: string }) => p.name === '--mcp-elicit-color-scheme'),
        element.tagName,
      );
    }
  });

  it("documents every part each element's templates write, and <mcp-elicitation> forwards every inner one", () => {
    for (const element of documented()) {
      const written = partsIn(codeOf(SOURCES[element.tagName]));
      const missing = written.filter((part) => !element.cssParts.some((p) => p.name === part));
      assert.deepEqual(missing, [], `${element.tagName} writes ::part()s its JSDoc does not list`);
      const unwritten = element.cssParts.map((p) => p.name).filter((part) => !written.includes(part));
      assert.deepEqual(unwritten, [], `${element.tagName} lists ::part()s no template writes`);
    }
    const inner = partsIn(codeOf(SOURCES['mcp-elicitation-form']) + codeOf(SOURCES['mcp-url-elicitation']));
    assert.deepEqual([...INNER_PARTS].sort(), inner, 'INNER_PARTS (exportparts) is every part of the form and the URL consent');
  });

  it('documents every style token each element honours', () => {
    for (const element of documented()) {
      const honoured = tokensIn(codeOf(SOURCES[element.tagName]));
      const missing = honoured.filter((token) => !element.cssProperties.some((p) => p.name === token));
      assert.deepEqual(missing, [], `${element.tagName} reads custom properties its JSDoc does not list`);
    }
  });

  it('lists the attributes each element inherits, so IDEs and Storybook offer all of them', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const attributes = (tag: string): string[] =>
      manifest.modules
        .flatMap((m: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }) => m.declarations ?? [])
        .find((d: { tagName?: string }) => d.tagName === tag)
        .attributes.map((a: { name: string }) => a.name)
        .sort();
    const everyQuestion = ['request', 'server', 'timeout', 'max-extensions', 'activation-delay', 'strings', 'locale', 'keep', 'task', 'queue', 'clock'];
    const form = ['values', 'persist', 'validator', 'extensions'];
    assert.deepEqual(attributes('mcp-elicitation-form'), [...everyQuestion, ...form].sort());
    assert.deepEqual(attributes('mcp-url-elicitation'), [...everyQuestion, 'repeated'].sort());
    assert.deepEqual(attributes('mcp-elicitation'), [...everyQuestion, ...form, 'repeated', 'modal'].sort());
  });
});
