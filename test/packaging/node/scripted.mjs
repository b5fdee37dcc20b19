// Node, no DOM: a host's flow tested with scriptedAnswers against a real server, a mismatched
// answer caught before it is sent, and a server's own schema checked with describeRequest.
// #region scriptedAnswers describeRequest
import assert from 'node:assert/strict';
// #endregion
// #region scriptedAnswers
import { callWithInputs } from 'mcp-elicit/adapter';
import { AnswerDoesNotMatchSchemaError, scriptedAnswers } from 'mcp-elicit/adapter/testing';
// #endregion
// #region describeRequest
import { describeRequest } from 'mcp-elicit/testing/gallery';
// #endregion
// #region scriptedAnswers
import { sendTo } from './send.cjs'; // your transport; this one is a fetch to Streamable HTTP, in send.cjs beside this file
// #endregion

// #region scriptedAnswers
const send = sendTo(process.env.MCP_URL);
const deleteFile = (elicit) => callWithInputs(send, { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/tmp/b' } } }, { elicit });

// Answers in order, one per question; each accept is checked as the form would check it.
const elicit = scriptedAnswers([{ action: 'accept', content: { confirm: true } }]);
const result = await deleteFile(elicit);
assert.equal(result.content[0].text, 'deleted /tmp/b');
assert.equal(elicit.asked[0].message, 'Delete /tmp/b?');

// An answer no person could have given fails the test, naming the field.
const wrong = scriptedAnswers([{ action: 'accept', content: { confirm: 'yes' } }]);
await assert.rejects(deleteFile(wrong), AnswerDoesNotMatchSchemaError);
// #endregion

// #region describeRequest
// Will clients show my server's question? A nested object cannot be asked in a flat form.
const described = describeRequest({
  message: 'Where should we ship?',
  requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } } } },
});
assert.deepEqual(described, { shows: 'unsupported', because: ['“address” is a nested object; only flat fields can be asked.'] });
// #endregion

const testing = await import('mcp-elicit/testing');
console.log(JSON.stringify({ text: result.content[0].text, asked: elicit.asked.length, wrong: wrong.asked.length, testing: Object.keys(testing).sort() }));
