// mcp-elicit/testing in the page, as the README shows it. Regions are copied by `npm run examples`; the same
// verbs run for real in test/testing/ (web-test-runner), in the stories' play functions, and from
// the packed tarball in test/packaging/playwright.
// #region webTestRunner gallery
import { expect } from '@open-wc/testing';
// #endregion
// #region webTestRunner
import { answer, nextQuestion, readQuestion } from 'mcp-elicit/testing';
// #endregion
// #region gallery
import { gallery } from 'mcp-elicit/testing/gallery';
// #endregion

// #region webTestRunner
declare function startMyApp(): { chat: HTMLElement; lastReply(): string }; // yours: your app, which calls a tool; the question shows in its chat
// #endregion
// #region gallery
declare function render(request: unknown): Promise<{ fields: { key: string; kind: string; required: boolean }[] }>; // yours: what your own renderer shows for a request
// #endregion

export function webTestRunner() {
  // #region webTestRunner
  it('asks before deleting, and deletes once the person agrees', async () => {
    const app = startMyApp(); // calls delete_ticket; the server asks first
    const question = await nextQuestion(app.chat);
    expect((await readQuestion(question)).message).to.equal('Delete T-4?');

    const { result } = await answer(question, { 'Yes, delete T-4 permanently': true });
    expect(result).to.deep.equal({ action: 'accept', content: { confirm: true } });
    expect(app.lastReply()).to.equal('Deleted T-4.');
  });
  // #endregion
}

export function galleryCases() {
  // #region gallery
  for (const { name, request, expect: correct } of gallery) {
    if (correct.shows !== 'form') continue; // (and the same for links and requests no form can show)
    it(`${name}: shows the fields a correct client shows`, async () => {
      const shown = await render(request);
      expect(shown.fields).to.deep.equal(correct.fields.map(({ key, kind, required }) => ({ key, kind, required })));
    });
  }
  // #endregion
}
