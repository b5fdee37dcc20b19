/**
 * Says `text` politely to screen readers, without moving focus: through one visually hidden live
 * region per document, made on first use and kept (a region made at the moment it speaks is often
 * not announced, so the words are set a moment later). `lang` is the words' language.
 */
export function announce(doc: Document, text: string, lang?: string): void {
  let region = doc.querySelector<HTMLElement>('body > [data-mcp-elicit-announcer]');
  if (!region) {
    region = doc.createElement('div');
    region.dataset.mcpElicitAnnouncer = '';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    // Visually hidden, still read: the usual clip pattern, inline so no stylesheet is needed.
    region.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
    doc.body.append(region);
  }
  const target = region;
  // Emptied now and filled a moment later, so that the same words said twice are said twice.
  target.textContent = '';
  setTimeout(() => {
    if (lang) target.lang = lang;
    else target.removeAttribute('lang');
    target.textContent = text;
  }, 50);
}
