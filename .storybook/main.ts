import type { StorybookConfig } from '@storybook/web-components-vite';
import remarkGfm from 'remark-gfm';
import { fromPackage } from './from-package.js';
import { docLinks } from './doc-links.js';

const config: StorybookConfig = {
  // The guide pages (docs/**/*.mdx) come first: they are the documentation site (`npm run docs`).
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: [
    '@storybook/addon-a11y',
    // GitHub's Markdown in the guide: its tables (Storybook's MDX leaves them as text without it), and
    // its links, written as relative file paths that GitHub follows, turned into the site's addresses.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm, docLinks] } } } },
  ],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // The visual suite's baselines are the guide's pictures: the same files the tests keep current.
  staticDirs: [{ from: '../test/visual/baselines', to: '/pictures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The visual suite's package run builds the stories against the installed tarball (from-package.ts).
  viteFinal: (config) => {
    const installed = process.env.MCP_ELICIT_PACKAGE;
    return installed ? { ...config, plugins: [fromPackage(installed), ...(config.plugins ?? [])] } : config;
  },
};

export default config;
