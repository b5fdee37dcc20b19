import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import { frame, type FrameGlobals } from '../stories/frame.js';
import { DocsTable } from './docs-table.js';
import '../src/index.js';

// Autodocs read the elements' properties, events, parts and custom properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Every story is axe-checked in the a11y panel, and violations count as failures.
    a11y: { test: 'error' },
    controls: { expanded: true },
    docs: { components: { table: DocsTable } },
    options: {
      // The documentation site's order: the guide first, the catalogue of stories after it.
      storySort: {
        order: [
          'Guide',
          [
            'Getting started',
            'elicit()',
            'The element',
            'Fields and choices',
            'Validation',
            'Timeout',
            'URL mode',
            'Drafts that survive a reload',
            'Richer questions (extensions)',
            'Styling',
            'Languages',
            'Accessibility',
            'Security model',
            'The demo',
            'Storybook and your server’s requests',
          ],
          'Frameworks',
          ['Entry points', 'React', 'Vue 3', 'Svelte 5', 'Angular', 'Plain HTML from a CDN', 'A bundler, no framework', 'Server rendering', 'Node', 'TypeScript'],
          'Adapter',
          ['callWithInputs and the SDKs', 'Background tasks', 'Tested against real servers'],
          'Testing',
          'Reference',
          ['Elements', 'The package', 'The adapter', 'The testing kit', 'The testing kit for Playwright', 'Scripted answers for the adapter', 'The gallery of requests'],
          'Quality',
          'Contributing',
          'Elicitation',
          'Gallery',
          'Playground',
          '*',
        ],
      },
    },
  },
  globalTypes: {
    colorScheme: {
      description: 'Light or dark, through --mcp-elicit-color-scheme',
      toolbar: { title: 'Color scheme', icon: 'contrast', items: ['light dark', 'light', 'dark'], dynamicTitle: true },
    },
    language: {
      description: 'The questions’ language, through the lang attribute around the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'es', title: 'Español' },
          { value: 'it', title: 'Italiano' },
          { value: 'pt-BR', title: 'Português (Brasil)' },
          { value: 'nl', title: 'Nederlands' },
          { value: 'pl', title: 'Polski' },
          { value: 'ja', title: '日本語' },
          { value: 'zh-CN', title: '中文(简体)' },
          { value: 'ko', title: '한국어' },
          { value: 'ar', title: 'العربية' },
          { value: 'he', title: 'עברית' },
        ],
      },
    },
    direction: {
      description: 'The page’s direction around the story; "language" follows the language (Arabic and Hebrew are right to left)',
      toolbar: { title: 'Direction', icon: 'transfer', dynamicTitle: true, items: ['language', 'ltr', 'rtl'] },
    },
  },
  initialGlobals: { colorScheme: 'light dark', language: 'en', direction: 'language' },
  decorators: [(story, context) => frame(story(), context.globals as FrameGlobals)],
};

export default preview;
