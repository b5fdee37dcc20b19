// The guide's Markdown tables, each in a box that scrolls sideways when the table is wider than the
// page (a phone): the page itself reflows. A box that scrolls can be focused, so that a keyboard
// can scroll it too, and is named after the heading it follows; one that fits is not a tab stop.
import { createElement, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

/** "Table 2, after “Properties” (scrolls sideways)": unique on the page, as landmarks must be. */
function nameOf(box: HTMLElement): string {
  const boxes = [...document.querySelectorAll('[data-docs-table]')];
  let heading: Element | null = box;
  while (heading && !/^H[1-4]$/.test(heading.tagName)) heading = heading.previousElementSibling;
  const after = heading?.textContent?.trim();
  return `Table ${boxes.indexOf(box) + 1}${after ? `, after “${after}”` : ''} (scrolls sideways)`;
}

export function DocsTable(props: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null);
  const [name, setName] = useState<string>();
  useLayoutEffect(() => {
    const el = box.current!;
    const check = () => setName(el.scrollWidth > el.clientWidth + 1 ? nameOf(el) : undefined);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return createElement(
    'div',
    { ref: box, 'data-docs-table': '', style: { maxWidth: '100%', overflowX: 'auto' }, ...(name ? { tabIndex: 0, role: 'region', 'aria-label': name } : {}) },
    createElement('table', props),
  );
}
