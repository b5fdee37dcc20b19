// Vue 3 with its template compiler in the page (vue.esm-bundler.js); with single-file components the
// template and isCustomElement go the same way, in the SFC and in vite.config's vue() plugin.
// #region vue
import { createApp } from 'vue';
import 'mcp-elicit';

const app = createApp({
  template: `
    <mcp-elicitation
      :request.prop="request"
      :server.prop="{ name: 'Help desk' }"
      @mcp-elicitation-result="result = $event.detail.result"
    ></mcp-elicitation>
    <output v-if="result">{{ JSON.stringify(result) }}</output>`,
  data: () => ({
    result: null,
    request: {
      message: 'Close ticket T-1?',
      requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes, close it' } }, required: ['confirm'] },
    },
  }),
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('mcp-');
app.mount('#app');
// #endregion
