// npm run analyze: custom-elements.json from the elements' JSDoc (@tagname, @fires, @csspart,
// @cssproperty) and Lit properties, for Storybook's docs and for IDEs.

/** Only the public API goes into the manifest: private and protected members are implementation. */
function publicApiOnly() {
  return {
    name: 'public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          // Internal state (Lit's { state: true }) is no attribute either, though the analyzer lists it as one.
          const internal = new Set((declaration.members ?? []).filter((m) => m.privacy && m.privacy !== 'public').map((m) => m.name));
          if (declaration.members) declaration.members = declaration.members.filter((m) => !m.static && (!m.privacy || m.privacy === 'public'));
          if (declaration.attributes) declaration.attributes = declaration.attributes.filter((a) => !internal.has(a.fieldName));
        }
      }
    },
  };
}

/** Module paths point at what the package ships (dist/*.js), not at the sources. */
function shippedPaths() {
  const rewrite = (value) => {
    if (typeof value === 'string') return /^src\/.*\.ts$/.test(value) ? value.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js') : value;
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') for (const key of Object.keys(value)) value[key] = rewrite(value[key]);
    return value;
  };
  return {
    name: 'shipped-paths',
    packageLinkPhase({ customElementsManifest }) {
      rewrite(customElementsManifest);
    },
  };
}

export default {
  // The elements and what they inherit from; their helper modules (templates, styles, the combobox) are not API.
  globs: [
    'src/elements/elicitation/elicitation.ts',
    'src/elements/elicitation-form/elicitation-form.ts',
    'src/elements/url-elicitation/url-elicitation.ts',
    'src/elements/question/question-element.ts',
    'src/elements/question/question-properties.ts',
  ],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicApiOnly(), shippedPaths()],
};
