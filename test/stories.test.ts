import { expect, fixture } from '@open-wc/testing';
import { allStories, closeModalQuestions, tagsIn } from './story-runner.js';

describe('every story', () => {
  const stories = allStories();
  afterEach(() => closeModalQuestions());

  it('exists: the stories were found', () => {
    expect(stories.length).to.be.greaterThan(3);
  });

  for (const story of stories) {
    it(`${story.title} renders, defines its elements and passes axe`, async () => {
      const host = await fixture<HTMLDivElement>(document.createElement('div'));
      await story.render(host);
      for (const tag of tagsIn(host)) expect(customElements.get(tag), `<${tag}> is defined`).to.exist;
      await expect(host).to.be.accessible();
    });
  }
});
