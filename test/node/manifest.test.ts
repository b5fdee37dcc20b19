import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

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
        assert.ok(element.cssParts.some((p: { name: string }) => p.name === part), `${element.tagName} ::part(${part})`);
      }
      assert.ok(element.cssProperties.some((p: { name: string }) => p.name === '--mcp-elicit-color-scheme'), element.tagName);
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
    const form = ['values', 'persist', 'validator'];
    assert.deepEqual(attributes('mcp-elicitation-form'), [...everyQuestion, ...form].sort());
    assert.deepEqual(attributes('mcp-url-elicitation'), [...everyQuestion, 'repeated'].sort());
    assert.deepEqual(attributes('mcp-elicitation'), [...everyQuestion, ...form, 'repeated', 'modal'].sort());
  });
});
