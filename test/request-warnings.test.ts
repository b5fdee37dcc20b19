import { expect } from '@open-wc/testing';
import { mountElicitation, oneField, part, rootOf, settled } from './helpers.js';

// The developer hears, once per request and in the console, what was wrong with a request: why it
// cannot be shown, or what the form mended to show it. The person sees none of the console's words.

describe('console warnings for the developer about a request', () => {
  let warnings: string[];
  const original = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = original;
  });

  /** The warnings so far, once the lazily loaded words have arrived. */
  async function warned(): Promise<string[]> {
    for (let i = 0; i < 50 && !warnings.length; i++) await new Promise((done) => setTimeout(done, 10));
    await new Promise((done) => setTimeout(done, 30));
    return warnings;
  }

  const shownProblem = async (request: unknown) => {
    const el = await mountElicitation(request);
    await settled(el);
    return part(el, 'unsupported')?.textContent?.replace(/\s+/g, ' ') ?? '';
  };

  for (const [given, requestedSchema] of [
    ['string', '{"type":"object"}'],
    ['array', [{ type: 'object' }]],
    ['null', null],
  ] as const) {
    it(`a requestedSchema given as ${given === 'array' ? 'an array' : given === 'null' ? 'null' : 'a string'} is described as such, to the person and in the console`, async () => {
      const shown = await shownProblem({ message: 'Ship it?', requestedSchema });
      expect(shown).to.contain(`The request’s requestedSchema is of type “${given}”, not an object describing what to ask.`);
      expect(shown).not.to.contain('has no requestedSchema');
      const [warning, ...more] = await warned();
      expect(more).to.deep.equal([]);
      expect(warning).to.contain('mcp-elicit: this elicitation/create request cannot be shown');
      expect(warning).to.contain(`requestedSchema is of type “${given}”`);
    });
  }

  it('a request with no requestedSchema still says it has none', async () => {
    expect(await shownProblem({ message: 'Ship it?' })).to.contain('The request has no requestedSchema describing what to ask.');
    expect((await warned())[0]).to.contain('The request has no requestedSchema');
  });

  it('an unsupported schema: the console names each field and why, once per request, however often it is shown', async () => {
    const request = {
      message: 'Where to?',
      requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} }, tags: { type: 'array', items: { type: 'string' } } } },
    };
    await shownProblem(request);
    await shownProblem(request);
    const all = await warned();
    expect(all).to.have.length(1);
    expect(all[0]).to.contain('“address” is a nested object; only flat fields can be asked.');
    expect(all[0]).to.contain('“tags” is a list without a fixed set of choices.');
    await shownProblem({ ...request });
    expect(await warned()).to.have.length(2);
  });

  it('duplicate enum values are merged into one option, and the console says which', async () => {
    const el = await mountElicitation(oneField('size', { type: 'string', title: 'Size', enum: ['s', 'm', 's', 'l', 's'] }));
    await settled(el);
    const labels = [...rootOf(el).querySelectorAll('[part~="field"] label, [part~="field"] option')].map((o) => o.textContent!.trim()).filter((t) => ['s', 'm', 'l'].includes(t));
    expect(labels).to.deep.equal(['s', 'm', 'l']);
    const all = await warned();
    expect(all).to.have.length(1);
    expect(all[0]).to.contain('“size” lists the enum value “s” more than once; it is shown once.');
  });

  it('two oneOf options with one value: the first is shown, and the console names the one dropped', async () => {
    const el = await mountElicitation(
      oneField('agent', {
        type: 'string',
        title: 'Agent',
        oneOf: [
          { const: 'nour', title: 'Nour' },
          { const: 'sam', title: 'Sam' },
          { const: 'nour', title: 'Nour (backup)' },
        ],
      }),
    );
    await settled(el);
    expect(rootOf(el).textContent).not.to.contain('Nour (backup)');
    const all = await warned();
    expect(all).to.have.length(1);
    expect(all[0]).to.contain('“agent” has two options with the value “nour”; only the first (“Nour”) is shown, and “Nour (backup)” is dropped.');
  });

  it('a request with nothing wrong says nothing', async () => {
    const el = await mountElicitation(oneField('size', { type: 'string', title: 'Size', enum: ['s', 'm', 'l'] }));
    await settled(el);
    await new Promise((done) => setTimeout(done, 100));
    expect(warnings).to.deep.equal([]);
  });
});
