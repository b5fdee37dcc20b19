// Server rendering: every entry imports in Node (run with and without --conditions=browser), the
// React component renders to a string, and elicit() resolves cancel at once.
// #region ssr
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Elicitation } from 'mcp-elicit/react';
import { elicit } from 'mcp-elicit';

const html = renderToString(createElement(Elicitation, { request: { message: 'Close T-1?', requestedSchema: { type: 'object', properties: {} } } }));
const answer = await elicit({ message: 'Close T-1?', requestedSchema: { type: 'object', properties: {} } }); // { action: 'cancel' }: nobody to ask on a server
// #endregion
const root = await import('mcp-elicit');
const elements = await import('mcp-elicit/elements');
const react = await import('mcp-elicit/react');
const adapter = await import('mcp-elicit/adapter');
const adapterTesting = await import('mcp-elicit/adapter/testing');
const testing = await import('mcp-elicit/testing');
const playwright = await import('mcp-elicit/testing/playwright');
const gallery = await import('mcp-elicit/testing/gallery');
const names = (entry) => Object.keys(entry).sort();
console.log(
  JSON.stringify({
    html,
    answer,
    root: names(root),
    elements: names(elements),
    react: names(react),
    adapter: names(adapter),
    adapterTesting: names(adapterTesting),
    testing: names(testing),
    playwright: names(playwright),
    gallery: names(gallery),
  }),
);
