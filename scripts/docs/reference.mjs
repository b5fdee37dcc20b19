// Writes the docs site's generated reference pages (docs/reference/*.mdx, not committed): the
// elements from custom-elements.json, and each script entry from its built declarations through
// API Extractor. Builds dist/ first when it has no declarations (`npm run docs` always builds).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { apiPage, docModel } from './api.mjs';
import { elementsPage } from './elements.mjs';

const ENTRIES = [
  {
    entry: 'mcp-elicit',
    dts: 'dist/index.d.ts',
    file: 'root',
    title: 'The package',
    intro:
      "What `import … from 'mcp-elicit'` gives: `elicit()`, the element classes (see [the elements](?path=/docs/reference-elements--docs) for their properties, events and parts), the validators and the types. Importing it defines the three elements.",
  },
  {
    entry: 'mcp-elicit/adapter',
    dts: 'dist/adapter/index.d.ts',
    file: 'adapter',
    title: 'The adapter',
    intro:
      'No DOM: runs in Node, workers and the browser, as ESM and CommonJS. A guide: [callWithInputs and the SDKs](?path=/docs/adapter-callwithinputs-and-the-sdks--docs), [background tasks](?path=/docs/adapter-background-tasks--docs).',
  },
  {
    entry: 'mcp-elicit/testing',
    dts: 'dist/testing/index.d.ts',
    file: 'testing',
    title: 'The testing kit',
    intro: "Answering questions in a real page, as a person does, from your host's own tests. A guide: [Testing your host](?path=/docs/testing-testing-your-host--docs).",
  },
  {
    entry: 'mcp-elicit/testing/playwright',
    dts: 'dist/testing/playwright.d.ts',
    file: 'testing-playwright',
    title: 'The testing kit for Playwright',
    intro: 'The same kit, driven from Playwright tests in Node.',
  },
  {
    entry: 'mcp-elicit/adapter/testing',
    dts: 'dist/testing/adapter.d.ts',
    file: 'adapter-testing',
    title: 'Scripted answers for the adapter',
    intro: 'Scripted answers for tests that run the adapter without a page.',
  },
  {
    entry: 'mcp-elicit/testing/gallery',
    dts: 'dist/testing/gallery/index.d.ts',
    file: 'testing-gallery',
    title: 'The gallery of requests',
    intro: 'The gallery of requests (ordinary, odd and hostile) to run through your host.',
  },
];

if (!ENTRIES.every((e) => existsSync(e.dts))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (!existsSync('custom-elements.json')) execFileSync('npm', ['run', 'analyze'], { stdio: 'inherit' });

const out = 'docs/reference';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/elements.mdx`, elementsPage());
for (const e of ENTRIES) {
  const model = docModel(e.dts, `node_modules/.cache/mcp-elicit-docs/${e.file}.api.json`);
  const text = apiPage(model, { entry: e.entry, title: `Reference/${e.title}`, intro: e.intro });
  // A name TypeScript made up for the declarations (a mixin's `Class_base`) is no name a reader can use.
  const internal = text.match(/\b\w+_base\b/);
  if (internal) throw new Error(`docs: the reference of ${e.entry} shows the internal name ${internal[0]}`);
  writeFileSync(`${out}/${e.file}.mdx`, text);
}
console.log(`docs: reference pages for the elements and ${ENTRIES.length} entries in ${out}/`);
