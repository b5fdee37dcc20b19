import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elicitationsIn } from '../test/fixtures/elicitations-in.js';
import { question } from './support.js';
import everythingForm from '../test/fixtures/captured/2025-everything-elicitation-create-form.json';
import everythingUrl from '../test/fixtures/captured/2025-everything-elicitation-create-url.json';
import everythingUrlError from '../test/fixtures/captured/2025-everything-url-elicitation-required-error-32042.json';
import legacyShim from '../test/fixtures/captured/2025-legacy-shim-elicitation-create-form-and-url.json';
import mrtrForm from '../test/fixtures/captured/2026-input_required-form.json';
import mrtrUrl from '../test/fixtures/captured/2026-input_required-url.json';
import errors from '../test/fixtures/captured/2026-error-responses.json';
import multiround from '../test/fixtures/captured/wire/v2server-mrtr-fixtures-multiple-inputs-multiround-prompt.json';

/** Requests captured from real MCP servers (test/fixtures/captured), shown as the person would see them. */
const meta: Meta = {
  title: 'Gallery/Captured from real servers',
  component: 'mcp-elicitation',
};
export default meta;

type Story = StoryObj;

/** Every elicitation in one captured fixture, one after another. */
const all = (fixture: unknown, source: string, serverName: string): Story => ({
  render: () =>
    html`<div style="display: grid; gap: 1rem;">
      ${elicitationsIn(fixture, source).map((found) => question(found.params, { server: { name: serverName, origin: 'https://example.com' } }))}
    </div>`,
});

export const ServerEverythingForm = all(everythingForm, 'server-everything trigger-elicitation-request', 'server-everything');
export const ServerEverythingUrl = all(everythingUrl, 'server-everything trigger-url-elicitation', 'server-everything');
export const ServerEverythingUrlRequiredError = all(everythingUrlError, 'server-everything -32042', 'server-everything');
export const LegacyShimFormAndUrl = all(legacyShim, 'v2 server, 2025-11-25 client', 'fixture-mrtr-server');
export const InputRequiredForm = all(mrtrForm, '2026-07-28 input_required', 'fixture-mrtr-server');
export const InputRequiredUrl = all(mrtrUrl, '2026-07-28 input_required (URL)', 'fixture-mrtr-server');
export const ConfirmationBeforeDelete = all(errors, '2026-07-28 error responses', 'fixture-mrtr-server');
export const SeveralInputsOverSeveralRounds = all(multiround, 'v2 server, multiple inputs, multi-round prompt', 'fixture-mrtr-server');
