// A host's test in Vitest browser mode, on mcp-elicit/testing from the packed tarball.
// #region vitest
import { expect, test } from 'vitest';
import { elicit } from 'mcp-elicit';
import { AnswerRefusedError, answer, nextQuestion, readQuestion } from 'mcp-elicit/testing';

const request = {
  message: 'Which plan?',
  requestedSchema: {
    type: 'object',
    properties: {
      plan: {
        type: 'string',
        title: 'Plan',
        oneOf: [
          { const: 'free', title: 'Free' },
          { const: 'team', title: 'Team' },
        ],
      },
      seats: { type: 'integer', title: 'Seats', minimum: 1 },
    },
    required: ['plan'],
  },
};

test('the question is answered as a person would, and the answer is what goes on the wire', async () => {
  const chat = document.body.appendChild(document.createElement('main'));
  const sent = elicit(request, { container: chat, server: { name: 'Billing' } });

  const question = await nextQuestion(chat);
  expect((await readQuestion(question)).fields.map((f) => f.control)).toEqual(['radios', 'integer']);
  await expect(answer(question, { Seats: 0 })).rejects.toBeInstanceOf(AnswerRefusedError);
  await answer(question, { Plan: 'Team', Seats: 3 });
  expect(await sent).toEqual({ action: 'accept', content: { plan: 'team', seats: 3 } });
});
// #endregion
