// npm start: builds the page and serves the help desk (page, sign-in and MCP endpoint) on 127.0.0.1.
//   npm start                  a free port, or PORT; a fresh start: the seed tickets and customers
//   npm start -- --keep        carries on with the tickets and customers of the last run
//   npm start -- --port 8080 --data ./somewhere
//   npm start -- --workers 2   the host (the page's "MCP client on the server") on two workers behind
//                              a round-robin balancer: in this process on an in-memory bus, or, with
//                              REDIS_URL set, as worker processes on the Redis bus (demo/server/workers.ts)
// MCP_ELICIT_DEMO_KEY shares the requestState key between processes (default: made at start-up).
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildPage } from './page.js';
import { startDemo } from './http.js';
import { startWorkersDemo } from './workers.js';

const { values } = parseArgs({
  options: {
    // A fresh start is the default, so the walkthrough works every time; --reset is still accepted.
    keep: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    port: { type: 'string' },
    data: { type: 'string' },
    workers: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`npm start: "${values.port ?? process.env.PORT}" is not a port number.`);
  process.exit(2);
}
const dataDir = values.data ?? fileURLToPath(new URL('../../.demo-data/', import.meta.url));

if (values.keep && values.reset) {
  console.error("npm start: --keep carries on with the last run's data and --reset starts afresh; give one.");
  process.exit(2);
}
const fresh = !values.keep;

const workers = values.workers === undefined ? 1 : Number(values.workers);
if (!Number.isInteger(workers) || workers < 1 || workers > 16) {
  console.error(`npm start: --workers takes a whole number from 1 to 16, not "${values.workers}".`);
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL || undefined;
if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
  console.error(`npm start: REDIS_URL must be a redis:// or rediss:// URL, not "${redisUrl}".`);
  process.exit(2);
}

const page = await buildPage();
const options = { port, dataDir, reset: fresh, key: process.env.MCP_ELICIT_DEMO_KEY, page };
const demo = await (workers > 1 ? startWorkersDemo({ ...options, workers, redisUrl }) : startDemo(options)).catch((error: Error) => {
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
console.log(
  `  MCP endpoint ${demo.url}mcp (2026-07-28 and 2025-11-25)   data ${dataDir} (${fresh ? 'fresh start; --keep carries on with it next time' : 'kept from the last run'})`,
);
if ('workers' in demo) {
  console.log(
    `  The host ("The MCP client runs: on the server") on ${demo.workers.length} workers behind a round-robin balancer, ` +
      (demo.bus === 'redis'
        ? `as ${demo.workers.length} processes on the Redis bus at ${redisUrl}`
        : 'in this process, sharing one in-memory bus (set REDIS_URL for worker processes on Redis)') +
      ':',
  );
  console.log(`  ${demo.workers.map((w) => `${w.name} ${w.url}`).join('   ')}`);
  console.log('  Each request to the host goes to the next worker, so a question is answered through the other one; the Wire view names the worker of each reply.');
} else if (redisUrl) {
  console.log('  REDIS_URL is used only with --workers 2 or more; one process needs no bus.');
}
console.log('  Ctrl-C stops it.');
