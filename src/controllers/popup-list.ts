/**
 * The lifecycle of a list shown beside an anchor while it is open: in the top layer (a manual
 * popover), placed by Floating UI (flips, shifts and shrinks to stay in the viewport; follows the
 * anchor on scroll and resize), its items virtualised by TanStack Virtual (only those in view are
 * rendered, measured as they show, so long titles may wrap), and told when the person presses
 * anywhere outside it and its field (a manual popover has no light dismiss, and a press on text
 * that cannot take focus moves no focus either). Nothing runs while it is closed.
 */
import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { Virtualizer, elementScroll, measureElement, observeElementOffset, observeElementRect, type VirtualItem } from '@tanstack/virtual-core';

/** Tallest the list grows, in CSS px, when the viewport has room. */
const MAX_HEIGHT = 320;

export class PopupList {
  private virtualizer?: Virtualizer<HTMLElement, HTMLElement>;
  private stops: (() => void)[] = [];
  private changePending = false;

  /**
   * `changed` asks the host to render again (items came into view, sizes were measured);
   * `pressedOutside` says the person pressed outside the list and its field.
   */
  constructor(
    private readonly changed: () => void,
    private readonly pressedOutside: () => void,
  ) {}

  /**
   * Measurements arrive while the host renders, or in a ResizeObserver's callback (a row taller than
   * estimated, such as an option with a description, wrapped at 320 px): the new render waits for the
   * next frame, so that it never changes the layout the observer is still reporting on (which the
   * browser reports as a "ResizeObserver loop" error, and error trackers catch).
   */
  private onChange = (): void => {
    if (this.changePending) return;
    this.changePending = true;
    requestAnimationFrame(() => {
      this.changePending = false;
      if (this.virtualizer) this.changed();
    });
  };

  get attached(): boolean {
    return !!this.virtualizer;
  }

  /**
   * Shows `popup` (a manual popover) beside `anchor`; `list`, inside it, scrolls its `count` items.
   * A press inside `field` (the anchor's whole field: label, chips, input) or the popup is the
   * person using the list; anywhere else, they are done with it.
   */
  attach(anchor: HTMLElement, popup: HTMLElement, list: HTMLElement, count: number, field: HTMLElement = anchor): void {
    if (this.virtualizer) return;
    popup.showPopover();
    this.stops.push(autoUpdate(anchor, popup, () => void place(anchor, popup)));
    const onPress = (event: PointerEvent): void => {
      const path = event.composedPath();
      if (!path.includes(field) && !path.includes(popup)) this.pressedOutside();
    };
    const page = anchor.ownerDocument;
    page.addEventListener('pointerdown', onPress, true);
    this.stops.push(() => page.removeEventListener('pointerdown', onPress, true));
    this.virtualizer = new Virtualizer<HTMLElement, HTMLElement>({
      count,
      getScrollElement: () => list,
      estimateSize: () => 40,
      overscan: 6,
      observeElementRect,
      observeElementOffset,
      scrollToFn: elementScroll,
      measureElement,
      onChange: this.onChange,
    });
    this.stops.push(this.virtualizer._didMount());
    this.stops.push(() => popup.matches(':popover-open') && popup.hidePopover());
  }

  /** Hides the list and stops everything that ran for it. */
  detach(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.virtualizer = undefined;
  }

  /** A new number of items (after filtering), shown from the top. */
  setCount(count: number): void {
    if (!this.virtualizer) return;
    this.virtualizer.setOptions({ ...this.virtualizer.options, count });
    this.virtualizer.scrollToOffset(0);
  }

  /** Scrolls item `index` into view, if it is not. */
  reveal(index: number): void {
    if (index >= 0) this.virtualizer?.scrollToIndex(index, { align: 'auto' });
  }

  /** Call before rendering: brings the virtualizer up to date. */
  items(): VirtualItem[] {
    if (!this.virtualizer) return [];
    this.virtualizer._willUpdate();
    return this.virtualizer.getVirtualItems();
  }

  totalSize(): number {
    return this.virtualizer?.getTotalSize() ?? 0;
  }

  /** For each rendered item (with its `data-index`): its real height. */
  measure = (element: Element | undefined): void => {
    if (element) this.virtualizer?.measureElement(element as HTMLElement);
  };
}

async function place(anchor: HTMLElement, popup: HTMLElement): Promise<void> {
  const { x, y } = await computePosition(anchor, popup, {
    strategy: 'fixed',
    placement: 'bottom-start',
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply: ({ availableHeight, rects }) => {
          Object.assign(popup.style, { width: `${rects.reference.width}px`, maxHeight: `${Math.max(96, Math.min(availableHeight, MAX_HEIGHT))}px` });
        },
      }),
    ],
  });
  Object.assign(popup.style, { left: `${x}px`, top: `${y}px` });
}
