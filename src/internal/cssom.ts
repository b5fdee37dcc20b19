import { noChange } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * `<div ${cssom({ height: '40px' })}>`: sets inline styles through the CSSOM (`style.setProperty`),
 * every time. A `style` attribute (which Lit's styleMap writes on its first render) is refused by
 * a Content-Security-Policy without 'unsafe-inline'; CSSOM changes are not.
 */
class CssomDirective extends Directive {
  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssom() goes on an element: <div ${cssom({...})}>');
  }

  render(_styles: Record<string, string>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [styles]: [Record<string, string>]): typeof noChange {
    const { style } = part.element as HTMLElement;
    for (const [name, value] of Object.entries(styles)) style.setProperty(name, value);
    return noChange;
  }
}

export const cssom = directive(CssomDirective);
