import { isObject } from './core.js';

/** Larger than this, a `data:` thumbnail is not a thumbnail (a 5 MB image would stall the form): the option shows the fallback. */
export const MAX_DATA_THUMBNAIL = 256 * 1024;

/**
 * The image of an `MCP.Icon` (`x-openai-thumbnail`, a resource's `_meta["openai/thumbnail"]`) that
 * the form may load: an `https:` URL, or a `data:image/…` URI of a sane size. Anything else (`http:`,
 * `javascript:`, a relative path, a `data:` URI of another type) is no thumbnail.
 */
export function thumbnailSrc(icon: unknown): string | undefined {
  const src = isObject(icon) && typeof icon.src === 'string' ? icon.src.trim() : undefined;
  if (!src) return undefined;
  if (/^data:image\//i.test(src)) return src.length <= MAX_DATA_THUMBNAIL ? src : undefined;
  try {
    return new URL(src).protocol === 'https:' ? src : undefined;
  } catch {
    return undefined;
  }
}
