import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { en } from '../i18n/en.js';
import { resolveStrings } from '../i18n/localize.js';
import type { Strings } from '../i18n/strings.js';
import type { Pack } from '../i18n/packs/load.js';

type Host = ReactiveControllerHost & HTMLElement & { locale?: string; strings?: Partial<Strings> };

/** Packs already loaded, by the language tag asked for (undefined: no pack, English). */
const packs = new Map<string, Pack | undefined>();
/** Questions on the page, told when a `lang` attribute changes. */
const watching = new Set<LocaleController>();
let observer: MutationObserver | undefined;

/** The language of `el`: its closest `lang` attribute, crossing shadow roots; '' when there is none. */
function closestLang(el: Element): string {
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
    const lang = node.getAttribute('lang');
    if (lang !== null) return lang.trim();
  }
  return '';
}

/**
 * The words of a question in its language: `locale`, else the closest `lang` attribute (the
 * element's, an ancestor's across shadow roots, the document's), else English. Other languages
 * load as packs, once per page; while the first loads the host shows nothing (`loading`), while
 * another loads it keeps the words it has (`switching`). `strings`
 * overrides win over the pack. A `lang` attribute changed anywhere in the document re-renders.
 */
export class LocaleController implements ReactiveController {
  /** The words to show: the pack (or English) with the host's overrides. */
  strings: Strings = en;
  /** The language for Intl (numbers, dates, lists): the pack's; undefined for English (the browser's conventions). */
  lang?: string;
  /** The direction of the words' language, when a pack says it (undefined: inherit). */
  dir?: 'ltr' | 'rtl';
  /** Resolves once the pack of the current language has loaded; undefined when none is loading. */
  loading?: Promise<void>;
  /** Words of some language were decided before (so a new pack loading is a switch, not the first words). */
  private decided = false;
  private tag?: string;
  private overrides?: Partial<Strings>;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /**
   * Another language is loading for a question that already has words: it keeps them until the new
   * ones arrive, so that a switch re-words the question in place (nothing typed or focused is lost).
   */
  get switching(): boolean {
    return !!this.loading && this.decided;
  }

  hostConnected(): void {
    watching.add(this);
    if (!observer && typeof MutationObserver === 'function') {
      observer = new MutationObserver(() => watching.forEach((c) => c.check()));
      observer.observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    }
    this.check();
  }

  hostDisconnected(): void {
    watching.delete(this);
  }

  /** Call from the host's `willUpdate`: picks up a new `locale` or `strings`. */
  check(): void {
    const tag = this.host.locale?.trim() || closestLang(this.host);
    if (tag === this.tag && this.host.strings === this.overrides) return;
    this.tag = tag;
    this.overrides = this.host.strings;
    const english = !tag || /^en(-|$)/i.test(tag);
    if (!english && !packs.has(tag)) {
      const loading = (this.loading = import('../i18n/packs/load.js')
        .then(({ loadPack }) => loadPack(tag))
        .catch((error) => void console.error(`mcp-elicit: the ${tag} strings could not be loaded`, error))
        .then((pack) => {
          packs.set(tag, pack);
          if (this.loading !== loading) return;
          this.loading = undefined;
          this.tag = undefined;
          this.check();
        }));
      return;
    }
    this.loading = undefined;
    this.decided = true;
    const pack = english ? undefined : packs.get(tag);
    this.lang = pack?.lang;
    this.dir = pack?.dir ?? (tag ? 'ltr' : undefined);
    this.strings = resolveStrings(this.overrides, pack?.strings);
    this.host.requestUpdate();
  }
}
