// @assistant-ui/react-mcp's primitives (see ../assistant-ui.ts for what the bench writes with them).
import { mountAssistantUi } from '../assistant-ui.js';
import { layout, microtask, type Mounting, type Params } from './common.js';

export async function mountAui(params: Params, host: HTMLElement): Promise<Mounting> {
  // The primitives check no formats: a keystroke's only feedback is its value, put on screen.
  const committed = new Map<string, unknown>();
  const aui = mountAssistantUi(params, host, (name, value) => committed.set(name, value));
  const email = () => host.querySelector<HTMLInputElement>('input[type="email"]')!;
  return {
    start: aui.render,
    done: async () => {
      layout(host);
      return {
        input: email,
        showsError: () => false,
        feedbackShown: () => committed.get(email().id.slice('aui-'.length)) === email().value,
        settle: microtask,
        prepare: async () => {},
        unmount: () => {
          aui.unmount();
          host.remove();
        },
      };
    },
  };
}
