// The words of the misuse warning: loaded only when an object property arrives as attribute text.
import { OBJECT_ATTRIBUTES } from './object-attributes.js';

/** The one warning for a misused attribute, with the three ways to set the property right. */
export function misuseWarning(tag: string, name: string, text: string): string {
  const property = name;
  const json = OBJECT_ATTRIBUTES[name];
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return (
    `mcp-elicit: <${tag}> got the attribute ${name}="${shown}", but ${property} is ${json ? 'an object' : 'a function or object'}, ` +
    `so it was ignored and the element shows nothing until it is set as a property. ` +
    `Plain DOM: element.${property} = …; Vue: <${tag} :${property}.prop="…">; ` +
    `React 19: import 'mcp-elicit' before <${tag}> first renders, or use the components of 'mcp-elicit/react'.` +
    (json ? ` (As an attribute, ${property} takes JSON text.)` : '')
  );
}
