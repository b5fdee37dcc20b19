// npm run bench: the full run; prints the table and writes bench/results.json.
import { writeFile } from 'node:fs/promises';
import { FULL, runBench } from './runner.js';
import { report } from './report.js';

const results = await runBench(FULL, (line) => console.error(`… ${line}`));
await writeFile(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(report(results));
console.log('\nwritten: bench/results.json');
