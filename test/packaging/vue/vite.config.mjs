// The Vue page's vite.config: Vue's full build, so the template in main.js is compiled in the page.
// #region viteConfig
export default {
  // Vue's full build: the default one has no template compiler, and the page stays empty.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  logLevel: 'warn',
};
// #endregion
