// Requests, generated: inside the spec's subset and outside it. Parsing never throws; a request
// outside the subset is shown as unsupported, never as a form that can be accepted; every field of
// a form that is shown has a label.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { McpElicitation } from '../../src/index.js';
import { parseRequest } from '../../src/schema/parse-request.js';
import { readQuestion } from '../../src/testing/dom-answer.js';
import { questionRoot } from '../../src/testing/read-question.js';
import { anything, formRequest, supportedSchema, unsupportedSchema } from './arbitraries.js';
import { check, fc } from './check.js';

/** The question for `request`, on the page and ready; removed after `inspect`. */
async function shown<T>(request: unknown, inspect: (el: McpElicitation) => T | Promise<T>): Promise<T> {
  const el = document.createElement('mcp-elicitation');
  el.request = request;
  el.server = { name: 'Property server' };
  document.body.append(el);
  try {
    await el.ready;
    return await inspect(el);
  } finally {
    el.remove();
  }
}

describe('requests, by property', function () {
  // Each property runs many times: minutes at the most, never the 8 s of a single test.
  this.timeout(300_000);

  it('parsing never throws, whatever the params', async () => {
    await check(
      fc.property(anything, (params) => void parseRequest(params)),
      2000,
    );
    await check(
      fc.property(formRequest(supportedSchema), (params) => void parseRequest(params)),
      1000,
    );
    await check(
      fc.property(formRequest(unsupportedSchema), (params) => void parseRequest(params)),
      1000,
    );
  });

  it('a request outside the subset is shown as unsupported, with no Accept', async () => {
    await check(
      fc.asyncProperty(formRequest(unsupportedSchema), async (params) => {
        expect(parseRequest(params).mode, JSON.stringify(params)).to.equal('unsupported');
        await shown(params, (el) => {
          const root = questionRoot(el);
          expect(root.querySelector('[part~="unsupported"]'), 'says why it cannot be shown').to.exist;
          expect(root.querySelector('[part~="accept-button"]'), 'offers no Accept').to.be.null;
        });
      }),
      60,
    );
  });

  it('a request inside the subset is a form, and every field it shows has a label', async () => {
    await check(
      fc.asyncProperty(formRequest(supportedSchema), async (params) => {
        const parsed = parseRequest(params);
        expect(parsed.mode, JSON.stringify(params)).to.equal('form');
        await shown(params, async (el) => {
          const seen = await readQuestion(el);
          expect(seen.fields.map((f) => f.key)).to.deep.equal(Object.keys(params.requestedSchema.properties as object));
          for (const field of seen.fields) expect(field.name.trim(), `the label of "${field.key}"`).not.to.equal('');
          expect(questionRoot(el).querySelector('[part~="accept-button"]')).to.exist;
        });
      }),
      80,
    );
  });
});
