// The words of the misuse warning: loaded only when an object property arrives as attribute text.

/**
 * The one warning for a misused attribute, with the three ways to set the property right; `json`:
 * the attribute takes JSON text (`OBJECT_ATTRIBUTES`, handed in by the element, which has it loaded).
 */
export function misuseWarning(tag: string, name: string, text: string, json: boolean | undefined): string {
  const property = name;
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return (
    `mcp-elicit: <${tag}> got the attribute ${name}="${shown}", but ${property} is ${json ? 'an object' : 'a function or object'}, ` +
    `so it was ignored and the element shows nothing until it is set as a property. ` +
    `Plain DOM: element.${property} = …; Vue: <${tag} :${property}.prop="…">; ` +
    `React 19: import 'mcp-elicit' before <${tag}> first renders, or use the components of 'mcp-elicit/react'.` +
    (json ? ` (As an attribute, ${property} takes JSON text.)` : '')
  );
}
