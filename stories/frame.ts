// What Storybook puts round every story (the preview's decorator), shared with the tests that render
// the stories themselves, so that both see the same page: its language and direction, its colour
// scheme, its margins.
import { html, type TemplateResult } from 'lit';

export interface FrameGlobals {
  /** `light dark` (the person's preference), `light` or `dark`. */
  colorScheme?: string;
  language?: string;
  /** `ltr`, `rtl`, or `language`: right to left for Arabic and Hebrew. */
  direction?: string;
}

export function frame(story: unknown, { colorScheme = 'light dark', language = 'en', direction = 'language' }: FrameGlobals = {}): TemplateResult {
  const dark = colorScheme === 'dark';
  const dir = direction === 'ltr' || direction === 'rtl' ? direction : language === 'ar' || language === 'he' ? 'rtl' : 'ltr';
  return html`<div
    lang=${language || 'en'}
    dir=${dir}
    style="--mcp-elicit-color-scheme: ${colorScheme}; color-scheme: ${colorScheme}; padding: 1rem; ${dark ? 'background:#121316;color:#e3e3e8;' : ''}"
  >
    ${story}
  </div>`;
}
