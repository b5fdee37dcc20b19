// mcp-elicit/testing in a Storybook play function, as the README shows it (the stories'
// "Answered and kept" does the same). Regions are copied by `npm run examples`.
// #region storybook
import type { StoryObj } from '@storybook/web-components-vite';
import { answer, nextQuestion } from 'mcp-elicit/testing';

declare const render: StoryObj['render']; // yours: how your stories render a question
export const Answered: StoryObj = {
  render,
  play: async ({ canvasElement }) => {
    await answer(await nextQuestion(canvasElement), { Name: 'Ada Lovelace', Country: 'Andorra' });
  },
};
// #endregion
