/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) can make
 * text display in an order other than the one it is read in ("gpj.exe" shown as "exe.jpg").
 * Marks (LRM, RLM, ALM) cannot reorder letters and are kept, so real right-to-left text is unchanged.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(text);
}

/** Replaces every bidi control with a visible `[U+202E]`, so nothing is hidden and nothing is reordered. */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (c) => `[U+${c.charCodeAt(0).toString(16).toUpperCase()}]`);
}
