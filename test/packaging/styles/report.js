// Renders a question of each kind (a form with every field kind, a combobox among them, and a link)
// and writes every stylesheet its elements adopted, rule by rule, as Chromium reads them. The package
// test bundles this page twice, once from the installed package and once from the checkout's source,
// and compares the two reports.
import 'mcp-elicit';

const countries = Array.from({ length: 40 }, (_, i) => `Country ${i + 1}`);
const requests = {
  form: {
    message: 'Every field kind',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        when: { type: 'string', format: 'date-time', title: 'When' },
        count: { type: 'integer', title: 'Count', minimum: 1 },
        ok: { type: 'boolean', title: 'OK' },
        size: { type: 'string', enum: ['S', 'M', 'L'], title: 'Size' },
        country: { type: 'string', enum: countries, title: 'Country' },
        tags: { type: 'array', items: { type: 'string', enum: countries }, title: 'Tags' },
      },
      required: ['name'],
    },
  },
  link: { mode: 'url', message: 'Sign in', url: 'https://example.com/sign-in' },
};

const rulesOf = (root) => root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

const report = {};
for (const [kind, request] of Object.entries(requests)) {
  const question = document.createElement('mcp-elicitation');
  question.server = { name: 'Help desk' };
  question.request = request;
  document.body.append(question);
  await question.ready;
  const inner = question.shadowRoot.querySelector('.question');
  report[kind] = { outer: rulesOf(question.shadowRoot), inner: rulesOf(inner.shadowRoot) };
}
document.querySelector('output').textContent = JSON.stringify(report);
