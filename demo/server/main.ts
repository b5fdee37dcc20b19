// npm start: builds the page and serves the help desk (page, sign-in and MCP endpoint) on 127.0.0.1.
//   npm start                  a free port, or PORT; a fresh start: the seed tickets and customers
//   npm start -- --keep        carries on with the tickets and customers of the last run
//   npm start -- --port 8080 --data ./somewhere
// MCP_ELICIT_DEMO_KEY shares the requestState key between processes (default: made at start-up).
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildPage } from './page.js';
import { startDemo } from './http.js';

const { values } = parseArgs({
  options: {
    // A fresh start is the default, so the walkthrough works every time; --reset is still accepted.
    keep: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    data: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`npm start: "${values.port ?? process.env.PORT}" is not a port number.`);
  process.exit(2);
}
const dataDir = values.data ?? fileURLToPath(new URL('../../.demo-data/', import.meta.url));

if (values.keep && values.reset) {
  console.error('npm start: --keep carries on with the last run\'s data and --reset starts afresh; give one.');
  process.exit(2);
}
const fresh = !values.keep;

const page = await buildPage();
const demo = await startDemo({ port, dataDir, reset: fresh, key: process.env.MCP_ELICIT_DEMO_KEY, page }).catch((error: Error) => {
  console.error(`npm start: could not start the demo: ${error.message}`);
  process.exit(1);
});
// Ready to stop cleanly before saying where it listens: whoever waits for that line may press Ctrl-C at once.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`Help desk demo: ${demo.url}`);
console.log(`  MCP endpoint ${demo.url}mcp (2026-07-28 and 2025-11-25)   data ${dataDir} (${fresh ? 'fresh start; --keep carries on with it next time' : 'kept from the last run'})`);
console.log('  Ctrl-C stops it.');
