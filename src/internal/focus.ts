/**
 * Whether focus is on `element` or anywhere inside it, its shadow trees included. (`:focus-within`
 * misses focus on a modal dialog inside a shadow root in Chromium, so this asks the element's own
 * tree scope, where focus deeper down shows as the shadow host that contains it.)
 */
export function hasFocusWithin(element: Element): boolean {
  const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
  return !!active && (active === element || element.contains(active));
}

/** The element that has focus in `doc`, looked for inside shadow roots too; undefined when it is the page itself. */
export function focusedElement(doc: Document = document): HTMLElement | undefined {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active && active !== doc.body && 'focus' in active ? (active as HTMLElement) : undefined;
}
