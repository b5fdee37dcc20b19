import { RE2JS } from 're2js';

/**
 * `pattern` (openai/elicitation), checked in linear time: the server's ECMAScript pattern runs on
 * RE2 (re2js), whose time grows with the text and never explodes, so a catastrophic pattern such
 * as `^(a+)+$` cannot hang the tab. A pattern RE2 cannot run (back-references, look-arounds) or
 * that is too long to be a field's rule cannot be checked safely: the question is then unsupported.
 */

/** Longer than this, a pattern is not a field's rule. */
export const MAX_PATTERN_LENGTH = 1000;

/** ECMAScript's `\s` (white space and line terminators): RE2's own `\s` is ASCII only. */
const SPACE = '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';

/** The pattern with ECMAScript's `\s` and `\S` spelled out for RE2; undefined for `\S` inside a class, which RE2 cannot say. */
function withEcmaSpaces(source: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      i++;
      if (next === 's') out += inClass ? SPACE : `[${SPACE}]`;
      else if (next === 'S') {
        if (inClass) return undefined;
        out += `[^${SPACE}]`;
      } else out += c + (next ?? '');
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}

/** A test for `source` that runs in linear time, or undefined when it cannot be checked safely. */
export function safeMatcher(source: string): ((value: string) => boolean) | undefined {
  if (source.length > MAX_PATTERN_LENGTH) return undefined;
  const spelled = withEcmaSpaces(source);
  if (spelled === undefined) return undefined;
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(spelled));
    // JSON Schema's `pattern` is not anchored: it matches anywhere in the text.
    return (value) => re.test(value);
  } catch {
    return undefined;
  }
}
