// The elements, as the README shows them: question.ts of the host page in examples/page.examples.html.
// Each `#region` is copied into the code blocks that cite it by `npm run examples`, and this file
// is type-checked by `npm run typecheck`.

// #region usage
import 'mcp-elicit'; // defines <mcp-elicitation>, <mcp-elicitation-form>, <mcp-url-elicitation>

const question = document.querySelector('mcp-elicitation')!;
question.server = { name: 'Help desk', origin: 'https://helpdesk.example.com' };
question.timeout = 5 * 60_000;
question.request = {
  message: 'Close ticket T-1 and email the customer?',
  requestedSchema: {
    type: 'object',
    properties: { confirm: { type: 'boolean', title: 'Yes, close it' } },
    required: ['confirm'],
  },
};
question.addEventListener('mcp-elicitation-result', (event) => {
  const { result, reason } = event.detail; // result is what goes on the wire
  console.log(result, reason); // { action: 'accept', content: { confirm: true } } 'submit'
});
// #endregion
