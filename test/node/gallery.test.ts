import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeRequest, gallery, galleryCase } from '../../src/testing/gallery/index.js';
import { scriptedAnswers } from '../../src/testing/adapter.js';
import { parseRequest } from '../../src/schema/parse-request.js';
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
    assert.deepEqual([...kinds].sort(), ['boolean', 'choice', 'choices', 'date', 'date-time', 'email', 'integer', 'number', 'text', 'uri']);
    const warned = new Set(gallery.flatMap((c) => (c.expect.shows === 'url' ? c.expect.warns.map((w) => w.code) : [])));
    assert.deepEqual([...warned].sort(), ['bidi', 'confusable', 'credentials', 'disguised-host', 'http', 'ip', 'mixed-script', 'other-site', 'punycode']);
    assert.ok(gallery.some((c) => c.expect.shows === 'url' && !c.expect.opens));
    assert.ok(gallery.filter((c) => c.expect.shows === 'unsupported').length >= 5);
  });

  it('what each case says a client sends is what a form could send for it', async () => {
    for (const c of gallery) {
      if (c.expect.shows !== 'form') continue;
      for (const { content } of c.expect.sends ?? []) {
        await scriptedAnswers([{ action: 'accept', content }])(c.request as ElicitRequestParams);
      }
    }
  });

  for (const c of gallery) {
    it(`${c.name}: mcp-elicit reads it as the case says`, () => {
      const parsed = parseRequest(c.request);
      assert.equal(parsed.mode, c.expect.shows);
      if (parsed.mode === 'unsupported' && c.expect.shows === 'unsupported')
        assert.deepEqual(
          parsed.problems.map((p) => p.code),
          c.expect.because,
        );
      const described = describeRequest(c.request);
      if (described.shows === 'form' && c.expect.shows === 'form') {
        assert.deepEqual(
          described.fields,
          c.expect.fields.map(({ value, ...field }) => (void value, field)),
        );
      }
    });
  }

  describe('describeRequest()', () => {
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
