// Before npm run test:interop: the peers that are not JavaScript, installed from their registries
// into .peers/ (gitignored), and only again when what is pinned changes.
//   .peers/python/   a virtualenv with test/peers/python/requirements.txt (PyPI)
//   .peers/go/       the Go SDK's conformance server, built from the Go module proxy
// A peer that cannot be installed stops the suite here, with the tool's own error.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const GO_SERVER = 'github.com/modelcontextprotocol/go-sdk/conformance/everything-server';
export const GO_SDK_VERSION = 'v1.8.0';

const run = (command, args, options = {}) => {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException & { status?: number }} */ (caught);
    const why = error.code === 'ENOENT' ? `${command} is not installed` : `${command} ${args.join(' ')} failed (exit ${error.status})`;
    console.error(`interop setup: ${why}.`);
    process.exit(1);
  }
};

/** Runs `install` unless `stamp` already holds `version`; then writes it. */
function once(stamp, version, install) {
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return false;
  install();
  writeFileSync(stamp, version);
  return true;
}

mkdirSync('.peers', { recursive: true });

const requirements = readFileSync('test/peers/python/requirements.txt', 'utf8');
const pythonVersion = createHash('sha256').update(requirements).digest('hex');
if (
  once('.peers/python.installed', pythonVersion, () => {
    console.log('interop setup: a Python virtualenv in .peers/python, from PyPI');
    run('python3', ['-m', 'venv', '--clear', '.peers/python']);
    run('.peers/python/bin/pip', ['install', '--quiet', '--disable-pip-version-check', '-r', 'test/peers/python/requirements.txt']);
  })
) {
  run('.peers/python/bin/python', [
    '-c',
    'from importlib.metadata import version as v; print("  " + ", ".join(f"{p} {v(p)}" for p in ("mcp", "fastmcp", "django", "openai-mcp-extensions")))',
  ]);
}

once('.peers/go.installed', `${GO_SERVER}@${GO_SDK_VERSION}`, () => {
  console.log(`interop setup: ${GO_SERVER}@${GO_SDK_VERSION}, from the Go module proxy`);
  run('go', ['install', `${GO_SERVER}@${GO_SDK_VERSION}`], { env: { ...process.env, GOBIN: resolve('.peers/go'), GOFLAGS: '-mod=mod' } });
});
