// npm run examples: copies each example region into the code blocks that cite it, so every
// @example and README snippet is code that type-checks (`examples/*.ts`, in `npm run typecheck`).
//
// A block cites its source in its info string, in README.md and in JSDoc alike:
//   ```ts source="examples/adapter.examples.ts#callWithInputs"
// and the source marks the region with `#region callWithInputs` … `#endregion` in a comment.
// `--check` changes nothing and exits 1 when a block differs from its region (npm test runs it).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const check = process.argv.includes('--check');
const FENCE = /^(?<indent>[ \t]*(?:\* ?)?)```(?<lang>\w+) source="(?<file>[^"#]+)#(?<region>[\w-]+)"[ \t]*\n(?<body>[\s\S]*?)^\k<indent>```[ \t]*$/gm;

/**
 * The lines between `#region name` and the next `#endregion`, without their common indentation.
 * A name may mark several pieces (the imports at the top, the code in a function): they are
 * joined in order (imports together, then a blank line).
 */
function region(file, name) {
  // `#region a b` opens a piece that belongs to regions a and b.
  const regionNames = (line) =>
    line
      .match(/#region ((?:[\w-]+ ?)+)/)?.[1]
      .trim()
      .split(' ') ?? [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const pieces = [];
  for (let start = 0; start < lines.length; start++) {
    if (!regionNames(lines[start]).includes(name)) continue;
    const end = lines.findIndex((line, i) => i > start && /#endregion\b/.test(line));
    if (end < 0) throw new Error(`${file}: region "${name}" never ends`);
    const body = lines.slice(start + 1, end);
    const indent = Math.min(...body.filter((l) => l.trim()).map((l) => (/^ */.exec(l)?.[0] ?? '').length));
    pieces.push(body.map((l) => l.slice(indent)));
    start = end;
  }
  if (!pieces.length) throw new Error(`${file} has no region "${name}"`);
  // Imports stay together; a blank line comes after them, as in any module.
  return pieces.flatMap((piece, i) => (i && !/^import\b/.test(piece[0]) ? ['', ...piece] : piece));
}

function sync(text) {
  return text.replace(FENCE, (whole, ...args) => {
    const { indent, lang, file, region: name } = args.at(-1);
    const lines = region(file, name);
    if (indent.includes('*') && lines.some((line) => line.includes('*/'))) throw new Error(`${file}#${name} contains */, which would end the JSDoc comment`);
    const body = lines.map((line) => (line ? indent + line : indent.trimEnd())).join('\n');
    return `${indent}\`\`\`${lang} source="${file}#${name}"\n${body}\n${indent}\`\`\``;
  });
}

const under = (folder, ext) =>
  readdirSync(folder, { recursive: true })
    .map((f) => join(folder, String(f)))
    .filter((f) => f.endsWith(ext));
// The guide's pages, not the generated reference (its examples come from the JSDoc, synced here).
const guide = under('docs', '.mdx').filter((f) => !f.startsWith(join('docs', 'reference')));
const targets = ['README.md', ...guide, ...under('src', '.ts')];

/** Code that is not a shell command or a program's output must be a cited, checked example. */
const CODE = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte', 'html', 'css', 'json']);
const uncited = [];
for (const target of ['README.md', ...guide]) {
  const text = readFileSync(target, 'utf8');
  for (const [i, line] of text.split('\n').entries()) {
    const fence = line.match(/^\s*```(\w+)(.*)$/);
    if (fence && CODE.has(fence[1]) && !/source="/.test(fence[2])) uncited.push(`${target}:${i + 1} (${fence[1]})`);
  }
}
if (uncited.length) {
  console.error(`Code blocks that cite no example file (give them source="file#region"):\n${uncited.join('\n')}`);
  process.exit(1);
}
const stale = [];
for (const target of targets) {
  const text = readFileSync(target, 'utf8');
  const synced = sync(text);
  if (synced === text) continue;
  stale.push(target);
  if (!check) writeFileSync(target, synced);
}
if (check && stale.length) {
  console.error(`Examples out of date in: ${stale.join(', ')}. Run npm run examples.`);
  process.exit(1);
}
console.log(check ? 'examples: every cited region matches' : `examples: ${stale.length ? `updated ${stale.join(', ')}` : 'nothing to update'}`);
