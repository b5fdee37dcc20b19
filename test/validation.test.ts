import { expect } from '@open-wc/testing';
import { parseRequest } from '../src/schema/parse-request.js';
import { toValidationSchema } from '../src/validation/validation-schema.js';
import { ajvValidator, cspSafeValidator, memoize, type ValidatorProvider } from '../src/validation/validator.js';
import { loadValidator, preloadValidator } from '../src/validation/load-validator.js';
import { issueMessage } from '../src/i18n/messages.js';
import { en } from '../src/i18n/en.js';
import type { FieldModel } from '../src/model/field-model.js';

const request = {
  message: '',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 2, maxLength: 5, pattern: '^x$' },
      email: { type: 'string', format: 'email' },
      site: { type: 'string', format: 'uri' },
      born: { type: 'string', format: 'date' },
      at: { type: 'string', format: 'date-time' },
      age: { type: 'integer', minimum: 1, maximum: 10 },
      ratio: { type: 'number', minimum: 0.5 },
      cabin: { type: 'string', enum: ['economy', 'business'] },
      extras: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } },
      'a/b~c': { type: 'boolean' },
    },
    required: ['name', 'age'],
  },
};

function fields(): FieldModel[] {
  const parsed = parseRequest(request);
  if (parsed.mode !== 'form') throw new Error('not a form');
  return parsed.fields;
}

const providers: [string, ValidatorProvider][] = [
  ['ajv', ajvValidator],
  ['the CSP-safe validator', cspSafeValidator],
];

for (const [name, provider] of providers) {
  describe(`validation with ${name}`, () => {
    it('accepts valid content', async () => {
      const check = await provider(toValidationSchema(fields()));
      expect(
        check({
          name: 'Ada',
          email: 'ada@example.com',
          site: 'https://example.com/x',
          born: '1815-12-10',
          at: '2026-01-01T10:00:00+01:00',
          age: 3,
          ratio: 0.5,
          cabin: 'economy',
          extras: ['a'],
          'a/b~c': true,
        }),
      ).to.deep.equal([]);
    });

    it('names the field and keyword of every problem, with the schema bound', async () => {
      const check = await provider(toValidationSchema(fields()));
      const issues = check({
        name: 'A',
        email: 'nope',
        site: 'not a uri',
        born: '2026-02-30',
        at: '2026-01-01T10:00:00',
        age: 11.5,
        ratio: 0.1,
        cabin: 'first',
        extras: ['a', 'b', 'z'],
        'a/b~c': 'yes' as unknown as boolean,
      });
      const byField = Object.fromEntries(issues.map((i) => [i.key, i]));
      expect(byField.name).to.deep.equal({ key: 'name', code: 'minLength', limit: 2 });
      expect(byField.email).to.deep.equal({ key: 'email', code: 'format' });
      expect(byField.site).to.deep.equal({ key: 'site', code: 'format' });
      expect(byField.born).to.deep.equal({ key: 'born', code: 'format' });
      expect(byField.at).to.deep.equal({ key: 'at', code: 'format' }, 'a date-time without an offset is not RFC 3339');
      expect(issues.filter((i) => i.key === 'age').map((i) => i.code)).to.include.members(['type', 'maximum']);
      expect(byField.ratio).to.deep.equal({ key: 'ratio', code: 'minimum', limit: 0.5 });
      expect(byField.cabin).to.deep.equal({ key: 'cabin', code: 'enum' });
      expect(issues.filter((i) => i.key === 'extras').map((i) => i.code)).to.include.members(['maxItems', 'enum']);
      expect(byField['a/b~c']).to.deep.equal({ key: 'a/b~c', code: 'type' });
    });

    it('reports each missing required field', async () => {
      const check = await provider(toValidationSchema(fields()));
      expect(check({}).filter((i) => i.code === 'required')).to.deep.equal([
        { key: 'name', code: 'required' },
        { key: 'age', code: 'required' },
      ]);
    });

    it('judges formats exactly as ajv-formats does', async () => {
      const check = await provider(toValidationSchema(fields()));
      const formatIssues = (content: Record<string, string>) => check({ name: 'Ada', age: 2, ...content }).map((i) => i.key);
      expect(formatIssues({ email: 'ada@example' }), 'an email domain needs a dot').to.deep.equal(['email']);
      expect(formatIssues({ email: 'ada@example.com', site: 'mailto:ada@example.com', born: '2024-02-29' })).to.deep.equal([]);
      expect(formatIssues({ site: 'example.com', born: '2023-02-29' })).to.deep.equal(['site', 'born']);
    });

    it('never rejects an answer because of a keyword the form does not render (pattern)', async () => {
      const check = await provider(toValidationSchema(fields()));
      expect(check({ name: 'abc', age: 2 })).to.deep.equal([]);
    });
  });
}

describe('issue messages', () => {
  const byKey = Object.fromEntries(fields().map((f) => [f.key, f]));

  it('are friendly, specific and never a validator’s own words', () => {
    expect(issueMessage(byKey.email, { key: 'email', code: 'format' }, en)).to.equal('Enter an email address like name@example.com');
    expect(issueMessage(byKey.extras, { key: 'extras', code: 'maxItems', limit: 2 }, en)).to.equal('Choose at most 2');
    expect(issueMessage(byKey.name, { key: 'name', code: 'minLength', limit: 2 }, en)).to.equal('Enter at least 2 characters');
    expect(issueMessage(byKey.age, { key: 'age', code: 'type' }, en)).to.equal('Enter a whole number, like 12');
    expect(issueMessage(byKey.age, { key: 'age', code: 'required' }, en)).to.equal('Enter a number');
    expect(issueMessage(byKey.cabin, { key: 'cabin', code: 'required' }, en)).to.equal('Choose an option');
    expect(issueMessage(byKey.age, { key: 'age', code: 'maximum', limit: 10 }, en)).to.equal('Enter 10 or less');
  });

  it('say what is missing in the terms of the field', () => {
    const required = (schema: Record<string, unknown>) => {
      const parsed = parseRequest({ message: '', requestedSchema: { type: 'object', properties: { f: schema } } });
      if (parsed.mode !== 'form') throw new Error('not a form');
      return issueMessage(parsed.fields[0], { key: 'f', code: 'required' }, en);
    };
    expect(required({ type: 'string' })).to.equal('Enter a value');
    expect(required({ type: 'string', format: 'email' })).to.equal('Enter an email address');
    expect(required({ type: 'string', format: 'uri' })).to.equal('Enter a web address');
    expect(required({ type: 'string', format: 'date' })).to.equal('Enter a date');
    expect(required({ type: 'string', format: 'date-time' })).to.equal('Enter a date and time');
    expect(required({ type: 'boolean' })).to.equal('Choose an option');
    expect(required({ type: 'array', minItems: 2, items: { enum: ['a', 'b'] } })).to.equal('Choose at least 2');
  });

  it('name each bound and format', () => {
    expect(issueMessage(byKey.name, { key: 'name', code: 'maxLength', limit: 5 }, en)).to.equal('Enter at most 5 characters');
    expect(issueMessage(byKey.name, { key: 'name', code: 'minLength', limit: 1 }, en)).to.equal('Enter at least 1 character');
    expect(issueMessage(byKey.ratio, { key: 'ratio', code: 'minimum', limit: 0.5 }, en)).to.equal('Enter 0.5 or more');
    expect(issueMessage(byKey.ratio, { key: 'ratio', code: 'type' }, en)).to.equal('Enter a number, like 12 or 3.5');
    expect(issueMessage(byKey.ratio, { key: 'ratio', code: 'badInput' }, en)).to.equal('Enter a number, like 12 or 3.5');
    expect(issueMessage(byKey.age, { key: 'age', code: 'unsafeInteger' }, en)).to.match(/too large/);
    expect(issueMessage(byKey.extras, { key: 'extras', code: 'minItems', limit: 1 }, en)).to.equal('Choose at least 1');
    expect(issueMessage(byKey.site, { key: 'site', code: 'format' }, en)).to.equal('Enter a full web address like https://example.com');
    expect(issueMessage(byKey.born, { key: 'born', code: 'format' }, en)).to.equal('Enter a real date');
    expect(issueMessage(byKey.at, { key: 'at', code: 'format' }, en)).to.equal('Enter a real date and time');
  });

  it('come from the strings table, so a host can translate them', () => {
    const de = { ...en, email: 'Bitte eine E-Mail-Adresse wie name@example.com eingeben' };
    expect(issueMessage(byKey.email, { key: 'email', code: 'format' }, de)).to.equal(de.email);
  });
});

describe('memoize', () => {
  const counting = () => {
    const made: string[] = [];
    const provider: ValidatorProvider = async (schema) => {
      made.push(JSON.stringify(schema));
      if ((schema as { fail?: boolean }).fail) throw new Error('no');
      return () => [];
    };
    return { made, provider };
  };

  it('compiles a schema once, however often it is asked for', async () => {
    const { made, provider } = counting();
    const cached = memoize(provider);
    const [a, b] = await Promise.all([cached({ type: 'object' }), cached({ type: 'object' })]);
    expect(a).to.equal(b);
    expect(made).to.have.length(1);
  });

  it('keeps only the most recent schemas', async () => {
    const { made, provider } = counting();
    const cached = memoize(provider, 2);
    await cached({ n: 1 });
    await cached({ n: 2 });
    await cached({ n: 1 });
    await cached({ n: 3 });
    await cached({ n: 2 }); // evicted by 3, as the least recently used
    expect(made).to.deep.equal(['{"n":1}', '{"n":2}', '{"n":3}', '{"n":2}']);
  });

  it('keeps the provider’s preload, so a memoized provider can still be fetched ahead', () => {
    const preload = () => Promise.resolve();
    expect(memoize(Object.assign(async () => () => [], { preload })).preload).to.equal(preload);
    expect(memoize(async () => () => []).preload).to.equal(undefined);
  });

  it('forgets a failure, so the next ask tries again', async () => {
    const { made, provider } = counting();
    const cached = memoize(provider);
    let failed = false;
    await cached({ fail: true }).catch(() => (failed = true));
    await cached({ fail: true }).catch(() => undefined);
    expect(failed).to.equal(true);
    expect(made).to.have.length(2);
  });
});

describe('loading a validator', () => {
  /** A provider that notes when its library is asked for and when it compiles. */
  const noting = (preload: () => Promise<unknown>) => {
    const events: string[] = [];
    const provider: ValidatorProvider = Object.assign(async () => (events.push('compile'), () => []), {
      preload: () => (events.push('preload'), preload()),
    });
    return { events, provider };
  };

  it('asks for the provider’s library at the same time as the schema, before it compiles', async () => {
    const { events, provider } = noting(() => Promise.resolve());
    const check = await loadValidator(provider, fields());
    expect(check({})).to.deep.equal([]);
    expect(events).to.deep.equal(['preload', 'compile']);
  });

  it('still compiles when the preload failed, so the failure is the compile’s to report', async () => {
    const { events, provider } = noting(() => Promise.reject(new Error('chunk failed')));
    await loadValidator(provider, fields());
    expect(events).to.deep.equal(['preload', 'compile']);
  });

  it('never rejects, even for a preload that throws instead of rejecting', async () => {
    const provider: ValidatorProvider = Object.assign(async () => () => [], {
      preload: (): Promise<unknown> => {
        throw new Error('no chunk');
      },
    });
    await preloadValidator(provider);
    expect((await loadValidator(provider, fields()))({})).to.deep.equal([]);
  });

  it('preloads without compiling anything, and never rejects', async () => {
    const { events, provider } = noting(() => Promise.reject(new Error('chunk failed')));
    await preloadValidator(provider);
    expect(events).to.deep.equal(['preload']);
  });

  it('gives the shipped providers a preload that loads their library', async () => {
    expect(typeof cspSafeValidator.preload).to.equal('function');
    expect(typeof ajvValidator.preload).to.equal('function');
    const module = (await ajvValidator.preload!()) as { compileWithAjv?: unknown };
    expect(typeof module.compileWithAjv).to.equal('function');
  });

  it('takes a plain function as a provider too', async () => {
    const check = await loadValidator(async () => () => [], fields());
    expect(check({})).to.deep.equal([]);
  });
});

describe('validation: defects found by the validators property, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  it('the ajv path checks a field named "__proto__" like any other (found by the validators property)', async () => {
    const { compileWithAjv } = await import('../src/validation/ajv-validator.js');
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"number"}},"required":["__proto__"]}');
    const wrong = JSON.parse('{"__proto__":"ada@example.com"}');
    expect(compileWithAjv(schema)(wrong)).to.deep.equal([{ key: '__proto__', code: 'type' }]);
    expect(compileWithAjv(schema)({})).to.deep.equal([{ key: '__proto__', code: 'required' }]);
    expect(compileWithAjv(schema)(JSON.parse('{"__proto__":3}'))).to.deep.equal([]);
  });
});
