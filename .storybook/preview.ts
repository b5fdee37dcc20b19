import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import { frame, type FrameGlobals } from '../stories/frame.js';
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
