// Vue's full build, so the template in main.js is compiled in the page.
export default { resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } }, logLevel: 'warn' };
