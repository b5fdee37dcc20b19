/**
 * How much of a server's text is laid out at a time. A message of megabytes laid out at once froze
 * the page for a minute (direction is worked out per paragraph, `unicode-bidi: plaintext`); the
 * person sees the start and asks for more.
 */
export const TEXT_STEP = 4000;

/**
 * The first `limit` characters of `text` or a little less: cut after a space or a line end near the
 * limit rather than inside a word, and never between the two halves of a character.
 */
export function textPart(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let cut = limit;
  const space = Math.max(text.lastIndexOf(' ', limit), text.lastIndexOf('\n', limit));
  if (space > limit - 200) cut = space + 1;
  else if (/[\uD800-\uDBFF]/.test(text[cut - 1])) cut -= 1;
  return text.slice(0, cut);
}

/** The next limit after `limit`: four times as much, but never more than 60,000 characters more at once. */
export const nextTextLimit = (limit: number): number => Math.min(limit * 4, limit + 60_000);
