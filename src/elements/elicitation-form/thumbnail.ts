/**
 * An option's image, as OpenAI's form extension gives it (`x-openai-thumbnail` on a titled option,
 * `openai/thumbnail` on a resource): the one template for rich options and resource pickers, loaded
 * with either (never up front).
 */
import { html, type TemplateResult } from 'lit';

/** What an option without a usable thumbnail shows: a plain framed picture sign, in grey (readable on light and dark). */
export const FALLBACK_THUMBNAIL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#888" stroke-width="1.5"><rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m4 19 6-6 4 4 3-3 4 4"/></svg>',
  );

/** A thumbnail that would not load: the fallback instead (once), so nothing is left broken. */
const onBroken = (event: Event): void => {
  const img = event.target as HTMLImageElement;
  if (img.src !== FALLBACK_THUMBNAIL) img.src = FALLBACK_THUMBNAIL;
};

/**
 * The image: `src` (only ever an `https:` or `data:image/` URL, the parse checks), loaded with no
 * referrer, lazily, at `size` CSS px square so the row does not jump when it arrives; the fallback
 * for an option without one, or one that fails to load, so the option stays as usable as any.
 * `alt` is the option's title where the image stands beside a control named by it, and empty where
 * it is decorative (a list item whose title is read with it: the title read twice is axe's
 * `image-redundant-alt`).
 */
export function thumbnail(src: string | undefined, alt: string, size: number): TemplateResult {
  return html`<img
    part="thumbnail"
    class="thumbnail"
    src=${src ?? FALLBACK_THUMBNAIL}
    alt=${alt}
    width=${size}
    height=${size}
    referrerpolicy="no-referrer"
    loading="lazy"
    decoding="async"
    @error=${onBroken}
  />`;
}
