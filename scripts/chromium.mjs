// Where Chromium is, and how to start it here: shared by the browser tests, the end-to-end tests,
// the screenshot script and the benchmarks. Browsers come from Debian, never from a download.
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's /usr/bin/chromium, else a clear error. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not exist. Point it at a Chrome or Chromium binary.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error('No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.');
}

/** Root needs --no-sandbox; the rest keeps Chromium off the (closed) network and quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
