// #region vanilla
import 'mcp-elicit';

const question = document.querySelector('mcp-elicitation');
question.server = { name: 'Help desk' };
question.request = {
  message: 'Which email should we use?',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Email' } }, required: ['email'] },
};
question.addEventListener('mcp-elicitation-result', (event) => {
  document.querySelector('output').textContent = JSON.stringify(event.detail.result);
});
// #endregion
