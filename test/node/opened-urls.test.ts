// The URLs a person opened, remembered so that the same URL asked again shows as repeated: the SDK
// handler and one call's answerer share this memory, and its one limit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenedUrls } from '../../src/adapter/opened-urls.js';

const page = (n: number) => `https://auth.example.com/step/${n}`;

describe('the URLs a person opened', () => {
  it('remembers a URL once it is opened', () => {
    const opened = new OpenedUrls();
    assert.equal(opened.has(page(1)), false);
    opened.add(page(1));
    assert.equal(opened.has(page(1)), true);
  });

  it('keeps the latest hundred, forgetting the oldest first', () => {
    const opened = new OpenedUrls();
    for (let n = 0; n <= OpenedUrls.LIMIT; n++) opened.add(page(n));
    assert.equal(OpenedUrls.LIMIT, 100);
    assert.equal(opened.has(page(0)), false);
    assert.equal(opened.has(page(1)), true);
    assert.equal(opened.has(page(OpenedUrls.LIMIT)), true);
  });

  it('counts a URL opened again as the latest', () => {
    const opened = new OpenedUrls();
    for (let n = 0; n < OpenedUrls.LIMIT; n++) opened.add(page(n));
    opened.add(page(0));
    opened.add(page(OpenedUrls.LIMIT));
    assert.equal(opened.has(page(0)), true);
    assert.equal(opened.has(page(1)), false);
  });
});
