// @ts-check
// npm run lint: ESLint with the lit, lit-a11y and wc plugins, at zero warnings (`--max-warnings 0`).
// TypeScript 7 is a native binary with no compiler API, so typescript-eslint's parser cannot run
// beside it. Babel's parser reads TypeScript (with legacy decorators) without the compiler; type
// errors stay the job of `npm run typecheck`. Rules that need types are therefore not used.
import babelParser from '@babel/eslint-parser';
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

/** @type {import('@babel/core').TransformOptions} */
export const babelOptions = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-typescript', { allowDeclareFields: true }]],
  plugins: [['@babel/plugin-syntax-decorators', { legacy: true }]],
};

/**
 * A plugin's flat config by name; the plugins' types say `configs` may be missing.
 * @param {{ configs?: Record<string, unknown> }} plugin
 * @param {string} name
 * @returns {import('eslint').Linter.Config}
 */
function configOf(plugin, name) {
  const config = plugin.configs?.[name];
  if (!config) throw new Error(`eslint.config.mjs: the plugin has no config named ${name}`);
  return /** @type {import('eslint').Linter.Config} */ (config);
}

const base = [
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'cdn/**',
      'coverage/**',
      'storybook-static/**',
      'storybook-package/**',
      'docs/reference/**',
      '.peers/**',
      '.demo-data/**',
      '.cem-check/**',
      'test/visual/.results/**',
      '**/*.d.ts',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: { requireConfigFile: false, babelOptions },
    },
    rules: {
      // Crashes on an abstract getter (Babel gives it no body); TypeScript already rejects a getter
      // that does not return (TS2378), so nothing is lost.
      'getter-return': 'off',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.mocha },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // TypeScript checks these better: it knows type-only names, overloads, `declare` and globals
      // such as `NodeJS` and `RequestInit` that ESLint's scope analysis (without types) reports.
      'no-undef': 'off',
      'no-redeclare': 'off',
      // Babel's scope analysis does not see names used only in type positions, so unused-vars
      // would report every type-only import; tsc (noUnusedLocals is not on) and review cover this.
      'no-unused-vars': 'off',
      // The French pack puts narrow no-break spaces before « ; : ! ? » on purpose (French typography);
      // strings were already skipped, this skips template literals too.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/**/*.ts', 'bench/**/*.{ts,tsx}'],
    ...configOf(lit, 'flat/recommended'),
  },
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/**/*.ts', 'bench/**/*.{ts,tsx}'],
    ...configOf(wc, 'flat/recommended'),
  },
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/**/*.ts', 'bench/**/*.{ts,tsx}'],
    ...configOf(litA11y, 'recommended'),
  },
];

// Where a static rule cannot see what the browser sees. Each is a rule turned off for named files only,
// with the reason; axe runs on the rendered elements in the browser tests (test/*.test.ts, every story)
// and checks the same things on the real DOM.
const exceptions = [
  {
    // The action buttons take their name from `.textContent=${…}` (a property binding, no extra text
    // node), which the template rule cannot read; the bench's lit floor copies the same markup.
    files: ['src/elements/question/question-element.ts', 'src/elements/elicitation-form/elicitation-form.ts', 'bench/page/lit-floor.ts'],
    rules: { 'lit-a11y/accessible-name': 'off' },
  },
  {
    // The combobox input is named by a `<label for>` written in another template, which the rule
    // cannot follow. The placeholder combobox is collapsed with no popup yet, so it has no
    // aria-controls (axe asks for it only when expanded). The listbox's click is the pointer path of
    // the aria-activedescendant pattern: the keys are handled on the input.
    files: ['src/elements/elicitation-form/combobox-template.ts', 'src/elements/elicitation-form/field-templates.ts'],
    rules: {
      'lit-a11y/accessible-name': 'off',
      'lit-a11y/role-has-required-aria-attrs': 'off',
      'lit-a11y/click-events-have-key-events': 'off',
    },
  },
  {
    // Playwright reads a fixture's first parameter as a destructuring pattern; `{}` is how a fixture
    // that needs no other fixture is written.
    files: ['test/visual/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
];

export default [...base, ...exceptions];
