import type { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { Clock } from '../controllers/countdown-controller.js';
import type { Strings } from '../i18n/strings.js';
import type { ServerIdentity } from '../types.js';
import { defaultValidator, type ValidatorProvider } from '../validation/validator.js';

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
  strings?: Partial<Strings>;
  clock?: Clock;
}

export const QuestionProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithQuestionProperties extends Base {
    /** The `elicitation/create` params exactly as on the wire. Setting a new one starts a new question. */
    @property({ attribute: false }) request?: unknown;

    /** Who is asking, as the host knows the server (not the server's own claim). */
    @property({ attribute: false }) server?: ServerIdentity;

    /** Milliseconds until the question resolves as cancel (reason `timeout`). 0: no timeout. */
    @property({ type: Number }) timeout = 0;

    /** How many times the person may ask for more time. 0 turns "More time" off. */
    @property({ type: Number, attribute: 'max-extensions' }) maxExtensions = Infinity;

    /** Overrides for any user-facing text. */
    @property({ attribute: false }) strings?: Partial<Strings>;

    /** Where the countdown's time comes from (tests and stories pass a manual clock). Default: the system clock. */
    @property({ attribute: false }) clock?: Clock;
  }
  return WithQuestionProperties as Constructor<QuestionPropertiesInterface> & T;
};

/** What only a form takes. */
export declare class FormPropertiesInterface {
  values?: Record<string, unknown>;
  validator: ValidatorProvider;
}

export const FormProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithFormProperties extends Base {
    /**
     * Form mode: answers to pre-fill, keyed by property name (e.g. what the person sent in an
     * earlier round); they take precedence over the schema's defaults. Read when a request starts.
     */
    @property({ attribute: false }) values?: Record<string, unknown>;

    /** Form mode: makes the validator for a schema. Default: ajv, or a CSP-safe validator where ajv cannot run. */
    @property({ attribute: false }) validator: ValidatorProvider = defaultValidator;
  }
  return WithFormProperties as Constructor<FormPropertiesInterface> & T;
};

/** What only a URL consent takes. */
export declare class UrlPropertiesInterface {
  repeated: boolean;
}

export const UrlProperties = <T extends Constructor<LitElement>>(Base: T) => {
  abstract class WithUrlProperties extends Base {
    /**
     * URL mode: the server asks again for a URL the person already opened (it may not know yet that
     * they finished). Offers "I've finished" (accept without opening), "Open ‹host› again" (open,
     * then accept), Decline and Cancel, so a repeated request is never answered silently.
     */
    @property({ type: Boolean, reflect: true }) repeated = false;
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
