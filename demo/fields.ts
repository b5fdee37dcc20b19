import '../src/index.js';
import { kitchenSink } from './kitchen-sink.js';

const question = document.querySelector('mcp-elicitation')!;
const result = document.querySelector('#result')!;
question.server = { name: 'Field demo', origin: location.origin };
question.request = kitchenSink;
question.addEventListener('mcp-elicitation-result', (event) => {
  result.textContent = JSON.stringify(event.detail, null, 2);
});
document.querySelector('#again')!.addEventListener('click', () => {
  question.request = structuredClone(kitchenSink);
  result.textContent = 'Nothing yet.';
});
