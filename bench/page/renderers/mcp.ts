// mcp-elicit: <mcp-elicitation> given the request.
import { fieldIndexOf, fieldLineId } from '../../../src/model/markup.js';
import { questionRoot } from '../../../src/testing/read-question.js';
import { idle, layout, type Mounting, type Params } from './common.js';

export async function mountMcp(params: Params, host: HTMLElement): Promise<Mounting> {
  const el = document.createElement('mcp-elicitation');
  host.append(el);
  await el.updateComplete;
  const inner = () => questionRoot(el);
  return {
    start: () => void (el.request = params),
    done: async () => {
      await el.updateComplete;
      layout(el);
      return {
        input: () => inner().querySelector<HTMLInputElement>('input[type="email"]')!,
        showsError: () => !!inner().getElementById(fieldLineId(fieldIndexOf(inner().querySelector('input[type="email"]')!.id)!, 'error')),
        settle: () => el.updateComplete.then(() => undefined),
        prepare: async () => {
          // After an accept attempt every field gives live feedback, as rjsf's liveValidate does.
          await el.ready;
          inner().querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
          for (let i = 0; i < 200 && !inner().querySelector('[part~="error-summary"]'); i++) await idle();
        },
        unmount: () => host.remove(),
      };
    },
  };
}
