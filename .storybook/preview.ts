import { html } from 'lit';
import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import '../src/index.js';

// Autodocs read the elements' properties, events, parts and custom properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Every story is axe-checked in the a11y panel, and violations count as failures.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  globalTypes: {
    colorScheme: {
      description: 'Light or dark, through --mcp-elicit-color-scheme',
      toolbar: { title: 'Color scheme', icon: 'contrast', items: ['light dark', 'light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorScheme: 'light dark' },
  decorators: [
    (story, context) => {
      const scheme = context.globals.colorScheme as string;
      const dark = scheme === 'dark';
      return html`<div
        style="--mcp-elicit-color-scheme: ${scheme}; color-scheme: ${scheme}; padding: 1rem; ${dark ? 'background:#121316;color:#e3e3e8;' : ''}"
      >
        ${story()}
      </div>`;
    },
  ],
};

export default preview;
