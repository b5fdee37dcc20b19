// Test-only helpers: mounting a question with @open-wc/testing's fixture, on top of the shared harness.
import { fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../src/define.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import type { McpUrlElicitation } from '../src/elements/url-elicitation/url-elicitation.js';

export * from './harness.js';

type Question = McpElicitationForm | McpUrlElicitation;

/** Renders `<mcp-elicitation-form>` with `request` and waits until it has rendered. */
export async function mountForm(request: unknown, props: Partial<McpElicitationForm> = {}): Promise<McpElicitationForm> {
  const el = await fixture<McpElicitationForm>(html`<mcp-elicitation-form .request=${request}></mcp-elicitation-form>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** A question on the page with `props` set before its request, as `elicit()` sets them; resolves once it can be answered. */
export async function shown(request: unknown, props: Partial<McpElicitation> = {}): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, props, { request });
  document.body.append(el);
  await settled(el);
  return el;
}

/** Renders `<mcp-url-elicitation>` with `request`. */
export async function mountUrl(request: unknown, props: Partial<McpUrlElicitation> = {}): Promise<McpUrlElicitation> {
  const el = await fixture<McpUrlElicitation>(html`<mcp-url-elicitation .request=${request}></mcp-url-elicitation>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** Renders `<mcp-elicitation>` with `request`. */
export async function mountElicitation(request: unknown, props: Partial<McpElicitation> = {}): Promise<McpElicitation> {
  const el = await fixture<McpElicitation>(html`<mcp-elicitation .request=${request}></mcp-elicitation>`);
  Object.assign(el, props);
  await el.updateComplete;
  return el;
}

/** Waits until the question can be answered at once (its validator or site check has loaded). */
export async function settled(el: Question | McpElicitation): Promise<void> {
  await el.ready;
}

/** The role, accessible name and description Chromium computes for `el` (CSS generated content included). */
export async function accessibleText(el: Element): Promise<{ role: string; name: string; description: string }> {
  (window as unknown as { __axProbe?: Element }).__axProbe = el;
  return executeServerCommand('accessible-text');
}

/** Runs the page in the IANA time zone `zone` until called again (`''`: the machine's own). */
export async function inTimeZone(zone: string): Promise<void> {
  await executeServerCommand('time-zone', { zone });
}
