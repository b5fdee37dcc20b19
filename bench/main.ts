// npm run bench: the full run; prints the table and writes bench/results.json.
import { writeFile } from 'node:fs/promises';
import { FULL, runBench } from './runner.js';
import { report } from './report.js';

// `npm run bench -- --only chat,burst` runs only those parts (and writes nothing).
const only = process.argv.find((a) => a.startsWith('--only'))?.split('=')[1] ?? process.argv[process.argv.indexOf('--only') + 1];
const partial = process.argv.includes('--only') || process.argv.some((a) => a.startsWith('--only='));
const results = await runBench({ ...FULL, ...(partial ? { only: only!.split(',') } : {}) }, (line) => console.error(`… ${line}`));
if (partial) {
  console.log(JSON.stringify(results, null, 2));
  process.exit(0);
}
await writeFile(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(report(results));
console.log('\nwritten: bench/results.json');
