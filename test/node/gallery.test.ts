import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeRequest, gallery, galleryCase } from '../../src/testing/gallery/index.js';
import { scriptedAnswers } from '../../src/testing/adapter.js';
import { readRequest } from '../../src/testing/read-request.js';
import { safeMatcher } from '../../src/extensions/openai/pattern.js';
import type { ElicitRequestParams } from '../../src/types.js';

// mcp-elicit/testing/gallery without a browser: its cases are well-formed, what each says a
// correct client sends is sendable, and mcp-elicit reads each as the case says. (The browser
// suite runs the renderer itself through every case.)

describe('mcp-elicit/testing/gallery', () => {
  it('names every case once, and says what each tries', () => {
    const names = gallery.map((c) => c.name);
    assert.equal(new Set(names).size, names.length);
    for (const c of gallery) {
      assert.match(c.name, /^[a-z][a-z0-9-]+$/);
      assert.ok(c.about.endsWith('.'), c.name);
    }
    assert.ok(Object.isFrozen(gallery));
  });

  it('covers every field kind, hostile text, unsupported shapes and deceptive links', () => {
    const kinds = new Set(gallery.flatMap((c) => (c.expect.shows === 'form' ? c.expect.fields.map((f) => f.kind) : [])));
    assert.deepEqual([...kinds].sort(), ['boolean', 'choice', 'choices', 'date', 'date-time', 'email', 'file', 'integer', 'number', 'resource', 'resources', 'text', 'uri']);
    const warned = new Set(gallery.flatMap((c) => (c.expect.shows === 'url' ? c.expect.warns.map((w) => w.code) : [])));
    assert.deepEqual([...warned].sort(), ['bidi', 'confusable', 'credentials', 'disguised-host', 'http', 'ip', 'mixed-script', 'other-site', 'punycode']);
    assert.ok(gallery.some((c) => c.expect.shows === 'url' && !c.expect.opens));
    assert.ok(gallery.filter((c) => c.expect.shows === 'unsupported').length >= 5);
  });

  it('what each case says a client sends is what a form could send for it', async () => {
    for (const c of gallery) {
      if (c.expect.shows !== 'form') continue;
      for (const { content } of c.expect.sends ?? []) {
        await scriptedAnswers([{ action: 'accept', content }], { extensions: c.extensions })(c.request as ElicitRequestParams);
      }
    }
  });

  for (const c of gallery) {
    it(`${c.name}: mcp-elicit reads it as the case says`, () => {
      const parsed = readRequest(c.request, c.extensions, safeMatcher);
      assert.equal(parsed.mode, c.expect.shows);
      if (parsed.mode === 'unsupported' && c.expect.shows === 'unsupported')
        assert.deepEqual(
          parsed.problems.map((p) => p.code),
          c.expect.because,
        );
      const described = describeRequest(c.request, { extensions: c.extensions });
      if (described.shows === 'form' && c.expect.shows === 'form') {
        assert.deepEqual(
          described.fields,
          c.expect.fields.map(({ value, ...field }) => (void value, field)),
        );
      }
    });
  }

  it('covers the extensions: each addition turned on, the same request with it off, and hostile ones', () => {
    const on = gallery.filter((c) => c.extensions);
    assert.ok(on.some((c) => c.extensions?.openai) && on.some((c) => c.extensions?.files));
    for (const name of ['openai-extension-off', 'file-input-off']) assert.equal(galleryCase(name).extensions, undefined);
    for (const name of ['catastrophic-pattern', 'pattern-that-cannot-be-checked', 'thumbnail-on-http', 'thumbnail-on-javascript', 'five-megabyte-thumbnail', 'file-over-its-limit'])
      assert.ok(galleryCase(name));
    assert.ok(galleryCase('five-megabyte-thumbnail').request && JSON.stringify(galleryCase('five-megabyte-thumbnail').request).length > 5 * 1024 * 1024);
  });

  describe('describeRequest()', () => {
    it('reads a request for an extension as the host that turned it on shows it, and as unsupported for one that did not', () => {
      const request = galleryCase('openai-pattern').request;
      assert.deepEqual(describeRequest(request, { extensions: { openai: true } }), {
        shows: 'form',
        fields: [{ key: 'code', label: 'Project code', kind: 'text', required: true }],
      });
      const off = describeRequest(request);
      assert.equal(off.shows, 'unsupported');
      assert.match((off as { because: string[] }).because.join(' '), /openai\/elicitation/);
    });

    it('tells a server’s author how mcp-elicit shows a request, and why it cannot', () => {
      assert.deepEqual(describeRequest({ mode: 'url', message: 'Sign in', url: 'https://example.com' }), { shows: 'url', url: 'https://example.com' });
      assert.deepEqual(describeRequest({ message: 'Where?', requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } }), {
        shows: 'unsupported',
        because: ['“a” is a nested object; only flat fields can be asked.'],
      });
    });
  });

  it('galleryCase() finds a case by name, and lists the names when there is none', () => {
    assert.equal(galleryCase('multi-select').name, 'multi-select');
    assert.throws(() => galleryCase('nope'), /^Error: The gallery has no case "nope" \(it has text-with-length, text-formats, /);
  });
});
