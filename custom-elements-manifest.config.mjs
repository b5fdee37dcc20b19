// npm run analyze: custom-elements.json from the elements' JSDoc (@tagname, @fires, @csspart,
// @cssproperty) and Lit properties, for Storybook's docs and for IDEs.

/** Only the public API goes into the manifest: private and protected members are implementation. */
function publicApiOnly() {
  return {
    name: 'public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.members) declaration.members = declaration.members.filter((m) => !m.static && (!m.privacy || m.privacy === 'public'));
        }
      }
    },
  };
}

export default {
  globs: ['src/elements/**/*.ts', 'src/internal/question-element.ts', 'src/internal/question-properties.ts'],
  exclude: ['**/*.styles.ts', '**/*.test.ts', '**/*-templates.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicApiOnly()],
};
