// The official conformance suite (@modelcontextprotocol/conformance 0.2.0-alpha.12, unmodified) and
// its `http-custom-headers` scenario (SEP-2243, 2026-07-28): its CLI starts its scenario server on
// this machine and runs our client (conformance/headers-client.ts) against it, once for each
// documented way of wiring callWithInputs. Each must mirror every `x-mcp-header` argument into an
// `Mcp-Param-*` header, encoded as the spec says, and nothing else; without withParamHeaders the
// same client fails the scenario.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Check {
  id: string;
  name: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}

const CLI = resolve('node_modules/@modelcontextprotocol/conformance/dist/index.js');
const SHIM = resolve('test/interop/conformance/node20-fs.mjs');
const CLIENT = 'test/interop/conformance/headers-client.ts';

/** Runs the scenario against `way`; resolves with the CLI's exit code and the checks it saved. */
function runScenario(way: string): Promise<{ code: number; checks: Check[]; output: string }> {
  const out = mkdtempSync(join(tmpdir(), `conformance-${way}-`));
  const args = [
    '--import',
    SHIM,
    CLI,
    'client',
    '--command',
    `node --import tsx ${CLIENT} ${way}`,
    '--scenario',
    'http-custom-headers',
    '--spec-version',
    '2026-07-28',
    '--timeout',
    '60000',
    '-o',
    out,
  ];
  return new Promise((done, fail) => {
    execFile(process.execPath, args, { timeout: 120_000 }, (error, stdout, stderr) => {
      const output = `${stdout}\n${stderr}`;
      try {
        const [folder] = readdirSync(out);
        if (!folder) return fail(new Error(`The conformance CLI saved no results for ${way}:\n${output}`));
        const checks = JSON.parse(readFileSync(join(out, folder, 'checks.json'), 'utf8')) as Check[];
        done({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, checks, output });
      } catch (cause) {
        fail(cause);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });
}

const count = (checks: Check[], status: Check['status']) => checks.filter((check) => check.status === status).length;
const failures = (checks: Check[]) => checks.filter((check) => check.status !== 'SUCCESS').map((check) => `${check.name}: ${check.errorMessage}`);

/** Every kind of check the scenario declares; it reports one it never made as a failure. */
const KINDS = [
  'sep-2243-client-supports-custom-headers',
  'sep-2243-client-mirrors-designated-params',
  'sep-2243-client-encode-values',
  'sep-2243-client-base64-unsafe',
  'sep-2243-client-omit-null',
];

describe('the conformance suite’s http-custom-headers scenario (0.2.0-alpha.12)', () => {
  for (const [way, label] of [
    ['raw', 'a raw fetch send (demo/app/raw-send.ts rawHttpSend) with withParamHeaders as its fetch'],
    ['sdk', 'the v2 SDK client in manual mode, its transport’s fetch wrapped by withParamHeaders'],
    ['demo-sdk', 'the demo page’s session, calling through its SDK client'],
    ['demo-raw', 'the demo page’s session, calling raw (its parallel and background calls)'],
  ] as const) {
    it(`passes all 18 checks through ${label}`, async () => {
      const { code, checks, output } = await runScenario(way);
      assert.deepEqual(failures(checks), [], output);
      assert.equal(count(checks, 'SUCCESS'), 18);
      assert.deepEqual([...new Set(checks.map((check) => check.id))].sort(), [...KINDS].sort());
      assert.equal(code, 0, output);
    });
  }

  for (const [way, label] of [
    ['raw-plain', 'a raw fetch send'],
    ['sdk-plain', 'the v2 SDK client in manual mode'],
  ] as const) {
    it(`fails through ${label} with plain fetch: every marked argument's header is missing`, async () => {
      const { code, checks } = await runScenario(way);
      assert.equal(code, 1);
      assert.equal(count(checks, 'FAILURE'), 15);
      // What still passes is only what a client that sends no Mcp-Param-* header gets right by doing nothing.
      assert.deepEqual(
        checks
          .filter((check) => check.status === 'SUCCESS')
          .map((check) => check.name)
          .sort(),
        ['ClientCustomHeaderNoMirrorNumber', 'ClientCustomHeaderNoMirrorUnannotated', 'ClientCustomHeaderOmitNull'],
      );
      assert.ok(
        checks.some((check) => check.name === 'ClientSupportsCustomHeaders' && check.errorMessage === 'Client called test_custom_headers but sent no Mcp-Param-* headers.'),
      );
    });
  }
});
