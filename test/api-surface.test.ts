import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import * as root from '../src/index.js';
import * as testing from '../src/testing/index.js';
import { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { INNER_PARTS } from '../src/model/markup.js';
import { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import { McpUrlElicitation } from '../src/elements/url-elicitation/url-elicitation.js';
import manifest from '../custom-elements.json';

type Declaration = { tagName?: string; cssParts?: { name: string }[]; members?: { name: string; kind: string }[] };
const declarations = manifest.modules.flatMap((m) => (m.declarations ?? []) as Declaration[]);
const element = (tag: string): Declaration => declarations.find((d) => d.tagName === tag)!;
const partsOf = (tag: string): string[] => (element(tag).cssParts ?? []).map((p) => p.name);
const publicProperties = (kind: typeof LitElement): string[] => [...kind.elementProperties].filter(([, options]) => !options.state).map(([name]) => String(name));

describe('the root entry (mcp-elicit)', () => {
  it('exports exactly its documented API', () => {
    expect(Object.keys(root).sort()).to.deep.equal([
      'McpElicitation',
      'McpElicitationForm',
      'McpUrlElicitation',
      'ajvValidator',
      'answerInputs',
      'connectRelay',
      'cspSafeValidator',
      'defaultValidator',
      'elicit',
      'en',
      'preloadValidator',
    ]);
  });
});

describe('the testing entry (mcp-elicit/testing)', () => {
  it('exports exactly its documented API', () => {
    expect(Object.keys(testing).sort()).to.deep.equal(['AnswerError', 'AnswerRefusedError', 'answer', 'nextQuestion', 'readQuestion', 'watchQuestions']);
  });
});

describe('<mcp-elicitation> against the elements it wraps', () => {
  it('forwards every part of both, and documents each of them, plus its dialog', () => {
    const inner = new Set([...partsOf('mcp-elicitation-form'), ...partsOf('mcp-url-elicitation')]);
    expect([...INNER_PARTS].sort()).to.deep.equal([...inner].sort());
    expect(partsOf('mcp-elicitation').sort()).to.deep.equal([...inner, 'dialog'].sort());
  });

  it('takes every property either of them takes, from the same declaration', () => {
    const wrapper = new Set(publicProperties(McpElicitation));
    for (const kind of [McpElicitationForm, McpUrlElicitation]) {
      for (const name of publicProperties(kind)) {
        expect(wrapper.has(name), `${kind.name}.${name}`).to.equal(true);
        expect(McpElicitation.elementProperties.get(name), `${kind.name}.${name} is declared alike`).to.deep.equal(kind.elementProperties.get(name));
      }
    }
  });

  it('has every public member either of them has (result, reason, ready, draftContent, cancel, abort…)', () => {
    const wrapper = new Set(element('mcp-elicitation').members!.map((m) => m.name));
    for (const tag of ['mcp-elicitation-form', 'mcp-url-elicitation']) {
      for (const member of element(tag).members!) expect(wrapper.has(member.name), `${tag} ${member.name}`).to.equal(true);
    }
  });
});
