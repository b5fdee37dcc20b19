/**
 * Which questions have opened, in order, so that a test can take "the next one": every
 * `<mcp-elicitation>` that fires `mcp-elicitation-open` is noted (the event is composed, so a
 * question inside another component's shadow root is seen too). A question that opened before
 * anyone listened is found by looking: on screen and not yet answered.
 */
import type { QuestionOnPage } from './read-question.js';

const opened: QuestionOnPage[] = [];
const taken = new WeakSet<Element>();
let listening = false;
const waiters = new Set<() => void>();

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'mcp-elicitation-open',
    (event) => {
      const question = event.composedPath().find((node) => node instanceof Element && node.localName === 'mcp-elicitation');
      if (question && !opened.includes(question as QuestionOnPage)) opened.push(question as QuestionOnPage);
      for (const wake of waiters) wake();
    },
    true,
  );
}

/** Every `<mcp-elicitation>` under `root`, through open shadow roots, in document order. */
function questionsUnder(root: ParentNode): QuestionOnPage[] {
  const found: QuestionOnPage[] = [];
  const walk = (node: ParentNode): void => {
    for (const el of node.querySelectorAll('*')) {
      if (el.localName === 'mcp-elicitation') found.push(el as QuestionOnPage);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return found;
}

const isUnder = (el: Element, root: ParentNode): boolean => {
  for (let node: Node | null = el; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) if (node === root) return true;
  return false;
};

/** The oldest question under `root` that opened, is not answered, and no test took yet; it is taken. */
export function takeNextQuestion(root: ParentNode): QuestionOnPage | undefined {
  listen();
  const seen = questionsUnder(root).filter((el) => el.request !== undefined && el.checkVisibility());
  const candidates = [...opened.filter((el) => isUnder(el, root)), ...seen.filter((el) => !opened.includes(el))];
  const next = candidates.find((el) => !taken.has(el) && el.result === undefined && el.isConnected);
  if (next) taken.add(next);
  return next;
}

/** Resolves when a question opens anywhere (or at once, the next time one does). */
export function questionOpened(signal?: AbortSignal): Promise<void> {
  listen();
  return new Promise((resolve) => {
    const wake = (): void => {
      waiters.delete(wake);
      resolve();
    };
    waiters.add(wake);
    signal?.addEventListener('abort', wake, { once: true });
  });
}

/** Starts noting questions as they open (the kit does this on first use; call it earlier to miss none). */
export function watchQuestions(): void {
  listen();
}
