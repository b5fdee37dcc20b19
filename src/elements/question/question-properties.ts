import type { LitElement, PropertyDeclaration, PropertyDeclarations } from 'lit';
import type { Clock } from '../../controllers/countdown-controller.js';
import { ACTIVATION_DELAY_MS } from '../../internal/activation-delay.js';
import type { StringOverrides } from '../../i18n/strings.js';
import type { ElicitExtensions, PersistOptions, QueuePosition, ServerIdentity, TaskInfo } from '../../types.js';
import { defaultValidator, type ValidatorProvider } from '../../validation/validator.js';
import { OBJECT_ATTRIBUTES, isMisusedAttribute, jsonObjectAttribute, noAttributeValue, requestAttribute } from './object-attributes.js';

// The one declaration of each property a host sets on a question. `<mcp-elicitation>` has them
// all and forwards each to the inner element that declares it (see `forwardProperties`), so a
// property is written once, here, and never copied by hand.

// Mixins need a constructor type with `any[]` arguments (TypeScript's mixin rule).
type Constructor<T> = abstract new (...args: any[]) => T;

/** What every question takes: form, URL consent, and the wrapper that picks between them. */
export declare class QuestionPropertiesInterface {
  request?: unknown;
  server?: ServerIdentity;
  timeout: number;
  maxExtensions: number;
  activationDelay: number;
  strings?: StringOverrides;
  locale?: string;
  clock?: Clock;
  keep: boolean;
  task?: TaskInfo;
  queue?: QueuePosition;
  readonly misusedAttributes: ReadonlySet<string>;
}

export const QuestionProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithQuestionProperties extends Base {
    // Declared as static properties rather than with decorators: the same Lit properties, without
    // the decorator helpers in the up-front bundle.
    static properties: PropertyDeclarations = {
      request: { converter: requestAttribute },
      server: { converter: jsonObjectAttribute },
      timeout: { type: Number },
      maxExtensions: { type: Number, attribute: 'max-extensions' },
      activationDelay: { type: Number, attribute: 'activation-delay' },
      strings: { converter: jsonObjectAttribute },
      locale: {},
      keep: { type: Boolean, reflect: true },
      task: { converter: jsonObjectAttribute },
      queue: { converter: jsonObjectAttribute },
      clock: { converter: noAttributeValue },
    };

    /**
     * The `elicitation/create` params exactly as on the wire. Setting a new one starts a new question.
     * As an attribute it takes JSON (text that is not JSON is shown as a request that cannot be read).
     */
    declare request?: unknown;

    /** Who is asking, as the host knows the server (not the server's own claim). As an attribute: JSON. */
    declare server?: ServerIdentity;

    /** Milliseconds until the question resolves as cancel (reason `timeout`). 0: no timeout. */
    timeout = 0;

    /** How many times the person may ask for more time. 0 turns "More time" off. */
    maxExtensions = Infinity;

    /**
     * Milliseconds after the question appears (and after it comes back into view) during which its
     * buttons and choices ignore the person's key and pointer presses, as browsers' permission
     * prompts do, so that keys meant for something else cannot answer it. Default 500. A press that
     * began before the question could see it is ignored at any time.
     */
    activationDelay = ACTIVATION_DELAY_MS;

    /** Overrides for any user-facing text. As an attribute: JSON (of the texts that are not functions). */
    declare strings?: StringOverrides;

    /**
     * The language of the question's words (a BCP 47 tag such as `de` or `pt-BR`). Default: the
     * closest `lang` attribute (the element's, an ancestor's, the document's). A language without a
     * pack shows English; `strings` overrides win either way.
     */
    declare locale?: string;

    /**
     * Once answered, collapse to a short summary of what was sent (secrets masked), with the
     * read-only question behind "Show the question": for a chat transcript that keeps its questions.
     * `<mcp-elicitation>` (what `elicit()` uses) then compacts it, 3 s after the answer and once
     * focus is elsewhere, to a copy of what it shows with no element behind it; pressing something
     * in it, or changing `locale`, `strings` or `keep`, brings the live question back.
     */
    keep = false;

    /**
     * The background task that asks (the adapter's `ctx.task`): the question says it comes from a
     * background task, with the task's status message. As an attribute: JSON.
     */
    declare task?: TaskInfo;

    /** Where this question stands among others waiting their turn ("2 of 3"), said before who asks. As an attribute: JSON. */
    declare queue?: QueuePosition;

    /** Where the countdown's time comes from (tests and stories pass a manual clock). Default: the system clock. */
    declare clock?: Clock;

    /**
     * Attributes that carried an object as text (`request="[object Object]"`), each reported once
     * in the console. While any is left the element shows nothing; setting the property clears it.
     */
    readonly misusedAttributes = new Set<string>();

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (isMisusedAttribute(name, value)) {
        if (!this.misusedAttributes.has(name)) {
          const tag = this.localName;
          void import('./misuse-warning.js').then(({ misuseWarning }) => console.warn(misuseWarning(tag, name, value!, OBJECT_ATTRIBUTES[name])));
        }
        this.misusedAttributes.add(name);
        this.requestUpdate();
        return;
      }
      if (this.misusedAttributes.delete(name)) this.requestUpdate();
      // A function-valued property is never read from its attribute (removing the attribute must not unset it).
      if (OBJECT_ATTRIBUTES[name] === false) return;
      super.attributeChangedCallback(name, old, value);
    }

    override requestUpdate(name?: PropertyKey, oldValue?: unknown, options?: PropertyDeclaration): void {
      // A property set by the host replaces what its attribute failed to say (an attribute is named
      // as its property). Undefined while the base class constructs, before this class's fields exist.
      this.misusedAttributes?.delete(name as string);
      super.requestUpdate(name, oldValue, options);
    }
  }
  return WithQuestionProperties as Constructor<QuestionPropertiesInterface> & T;
};

/** What only a form takes. */
export declare class FormPropertiesInterface {
  values?: Record<string, unknown>;
  validator: ValidatorProvider;
  persist?: PersistOptions;
  extensions?: ElicitExtensions;
}

export const FormProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithFormProperties extends Base {
    static properties: PropertyDeclarations = {
      values: { converter: jsonObjectAttribute },
      persist: { converter: jsonObjectAttribute },
      validator: { converter: noAttributeValue },
      extensions: { converter: jsonObjectAttribute },
    };

    /**
     * Form mode: answers to pre-fill, keyed by property name (e.g. what the person sent in an
     * earlier round); they take precedence over the schema's defaults. Read when a request starts.
     * As an attribute: JSON.
     */
    declare values?: Record<string, unknown>;

    /**
     * Form mode: keep what the person types (in `sessionStorage` unless another storage is given)
     * under `key`, restore it when the same question is shown again (after a reload, say), and
     * forget it once the question is answered. Fields that look like secrets are never kept.
     * As an attribute: JSON (`{"key": "…"}`).
     */
    declare persist?: PersistOptions;

    /**
     * Form mode: the extensions this host renders (`{ openai: true }`, or the hooks it provides;
     * `{ files: true }`). None by default: a request written for one that is off cannot be answered.
     * As an attribute: JSON.
     */
    declare extensions?: ElicitExtensions;

    /** Form mode: makes the validator for a schema. Default: a CSP-safe validator (@cfworker/json-schema); `ajvValidator` compiles with ajv where eval is allowed. */
    validator: ValidatorProvider = defaultValidator;
  }
  return WithFormProperties as Constructor<FormPropertiesInterface> & T;
};

/** What only a URL consent takes. */
export declare class UrlPropertiesInterface {
  repeated: boolean;
}

export const UrlProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithUrlProperties extends Base {
    static properties: PropertyDeclarations = { repeated: { type: Boolean, reflect: true } };

    /**
     * URL mode: the server asks again for a URL the person already opened (it may not know yet that
     * they finished). Offers "I've finished" (accept without opening), "Open ‹host› again" (open,
     * then accept), Decline and Cancel, so a repeated request is never answered silently.
     */
    repeated = false;
  }
  return WithUrlProperties as Constructor<UrlPropertiesInterface> & T;
};

/**
 * Copies to `target` each property it declares (as a Lit reactive property) that `changed` names,
 * or every one it declares when `changed` is undefined.
 */
export function forwardProperties(source: object, target: LitElement, changed?: ReadonlyMap<PropertyKey, unknown>): void {
  const declared = (target.constructor as typeof LitElement).elementProperties;
  for (const [name, options] of declared) {
    if (options.state || (changed && !changed.has(name))) continue;
    if (name in source) (target as unknown as Record<PropertyKey, unknown>)[name] = (source as Record<PropertyKey, unknown>)[name];
  }
}
