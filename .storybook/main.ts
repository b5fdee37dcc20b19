import type { StorybookConfig } from '@storybook/web-components-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  // The guide pages (docs/**/*.mdx) come first: they are the documentation site (`npm run docs`).
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: [
    '@storybook/addon-a11y',
    // GitHub's Markdown in the guide: its tables (Storybook's MDX leaves them as text without it).
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
  ],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // The visual suite's baselines are the guide's pictures: the same files the tests keep current.
  staticDirs: [{ from: '../test/visual/baselines', to: '/pictures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
