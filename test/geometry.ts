// What must never be seen, measured in the browser's own layout (no baseline needed): a control
// wider than its field, an oversized radio or checkbox, a label broken inside a word that had room,
// text squeezed so narrow that its words break every few letters, a pointer target under 24 × 24
// CSS px (WCAG 2.2 2.5.8), and anything outside the question's box.

/** Every element under `root`, through open shadow roots, with the root it was found in. */
function* deep(root: Element | ShadowRoot): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

const shown = (el: Element): boolean => {
  const rect = el.getBoundingClientRect();
  return el.checkVisibility() && rect.width > 1 && rect.height > 1 && getComputedStyle(el).clipPath !== 'inset(50%)';
};

/** In the top layer (an open list, a modal dialog): placed against the viewport, not the question. */
const inTopLayer = (el: Element): boolean => {
  for (let node: Element | null = el; node; node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null) {
    if (node.matches('dialog[open], :popover-open')) return true;
  }
  return false;
};

function brief(el: Element): string {
  const part = el.getAttribute('part');
  const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${el.localName}${part ? ` part="${part}"` : ''}${el.id ? `#${el.id}` : ''}>${text ? ` "${text}"` : ''}`;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea';
const TARGETS = 'button, input:not([type="hidden"]), select, textarea, summary';

/** The label that belongs to `input`: the one wrapping it, or the one whose `for` names it. */
function labelOf(input: HTMLInputElement): Element | null {
  return input.closest('label') ?? (input.id ? (input.getRootNode() as ShadowRoot | Document).querySelector(`label[for="${input.id}"]`) : null);
}

const LETTER = /[\p{L}\p{M}\p{N}]/u;

/** A word of `el`'s own text broken across lines between two letters ("Open|ed"), with its width on one line. */
interface BrokenWord {
  word: string;
  width: number;
}

/**
 * The words of `el`'s text that were broken across lines between two letters ("Open|ed"). A break
 * at punctuation the browser may break at (a slash, a hyphen, a bracket) is not inside a word.
 */
function brokenWords(el: Element): BrokenWord[] {
  const broken: BrokenWord[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const lineOf = (node: Text, at: number): number | undefined => {
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = [...range.getClientRects()].find((r) => r.width > 0);
    return rect && Math.round(rect.top);
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const match of node.data.matchAll(/\S+/g)) {
      const start = match.index!;
      const word = match[0];
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const pieces = [...range.getClientRects()].filter((r) => r.width > 0);
      if (new Set(pieces.map((r) => Math.round(r.top))).size < 2) continue;
      for (let i = 1; i < word.length; i++) {
        if (LETTER.test(word[i - 1]) && LETTER.test(word[i]) && lineOf(node, start + i - 1) !== lineOf(node, start + i)) {
          broken.push({ word, width: pieces.reduce((sum, r) => sum + r.width, 0) });
          break;
        }
      }
    }
  }
  return broken;
}

/** The width `el`'s lines have: its content box. */
function room(el: Element): number {
  const style = getComputedStyle(el);
  return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** Whether `el` holds text of its own (a text node with a letter among its children), as a box of its own. */
const holdsText = (el: Element): boolean =>
  getComputedStyle(el).display !== 'inline' && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && LETTER.test(n.textContent ?? ''));

/** Everything wrong with the layout under `container`; empty when all is well. */
export function layoutDefects(container: Element): string[] {
  const problems: string[] = [];
  for (const el of deep(container)) {
    if (!shown(el)) continue;
    const rect = el.getBoundingClientRect();

    if (el.matches(CONTROLS)) {
      const field = el.parentElement?.closest('[part~="field"]');
      const box = field?.getBoundingClientRect();
      if (box && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)) {
        problems.push(`${brief(el)} is wider than its field (${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }

    if (el.matches('input[type="radio"], input[type="checkbox"]') && (rect.width > 28 || rect.height > 28)) {
      problems.push(`${brief(el)} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px (a radio or checkbox is at most 28)`);
    }

    if (el.matches(TARGETS)) {
      // A radio or checkbox is pressed through its whole labelled row.
      const label = el.matches('input[type="radio"], input[type="checkbox"]') ? labelOf(el as HTMLInputElement) : null;
      const target = label ? union(rect, label.getBoundingClientRect()) : rect;
      if (target.width < 23.5 || target.height < 23.5) {
        problems.push(`${brief(el)} offers a pointer target of ${Math.round(target.width)} × ${Math.round(target.height)} px (at least 24 × 24)`);
      }
    }

    if (el.matches('[part~="label"], label, legend, button, [part~="url-host"], [part~="server"], [part~="chip"] > span')) {
      const width = room(el);
      for (const { word } of brokenWords(el).filter((b) => b.width <= width - 1)) problems.push(`${brief(el)} breaks "${word}" inside the word, though the line had room`);
    }

    // Any text squeezed so narrow that a word of four letters or more breaks inside (a title beside buttons that took its room).
    if (holdsText(el)) {
      const width = room(el);
      const fontSize = parseFloat(getComputedStyle(el).fontSize);
      const word = width < 4 * fontSize ? brokenWords(el).find((b) => [...b.word].filter((c) => LETTER.test(c)).length >= 4) : undefined;
      if (word) problems.push(`${brief(el)} is squeezed to ${Math.round(width)} px, and "${word.word}" breaks inside`);
    }

    if (el.localName === 'mcp-elicitation') {
      const box = rect;
      for (const inner of deep(el.shadowRoot!)) {
        if (!shown(inner) || inTopLayer(inner)) continue;
        // What a list that scrolls in place clips is not seen: only its part in the list's view counts.
        const r = clippedRect(inner, el);
        if (!r) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
          problems.push(`${brief(inner)} lies outside its question's box`);
        }
      }
    }
  }
  return problems;
}

/**
 * `el`'s box as far as it can be seen inside `host`: cut by every ancestor that scrolls or clips its
 * content (a long list that scrolls in place); undefined when nothing of it is in view there.
 */
function clippedRect(el: Element, host: Element): DOMRect | undefined {
  let { left, top, right, bottom } = el.getBoundingClientRect();
  for (
    let node = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined);
    node && node !== host;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined)
  ) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = node.getBoundingClientRect();
    left = Math.max(left, clip.left);
    top = Math.max(top, clip.top);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
    if (right - left < 1 || bottom - top < 1) return undefined;
  }
  return new DOMRect(left, top, right - left, bottom - top);
}

function union(a: DOMRect, b: DOMRect): DOMRect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return new DOMRect(left, top, Math.max(a.right, b.right) - left, Math.max(a.bottom, b.bottom) - top);
}
