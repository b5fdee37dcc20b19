// What each key does in the combobox, decided from what the list shows: pure, so the combobox only
// carries it out (and the keyboard's rules can be read in one place).

/** What the list shows, as far as the keys care. */
export interface KeyState {
  open: boolean;
  /** The active option's index in the list (-1: none), and how many options are on show. */
  active: number;
  count: number;
  /** A multiple choice; one that takes the person's own text; what they typed; how many are chosen. */
  multi: boolean;
  free: boolean;
  query: string;
  chosen: number;
}

/** What to do: show the list, move to or choose an option, leave the list, add the typed text, take the last chosen back. */
export type KeyAction = { do: 'show' | 'leave' | 'addTyped' | 'removeLast' } | { do: 'move' | 'choose'; to: number };

/** Options moved by Page Up and Page Down. */
const PAGE = 8;

/**
 * The action for a key, and whether the key is used up (its default prevented, so that, for
 * example, Escape leaves the question open); undefined when the key is left to the browser.
 */
export function keyAction(key: string, altKey: boolean, s: KeyState): { action?: KeyAction; handled: boolean } | undefined {
  const { open } = s;
  switch (key) {
    case 'ArrowDown':
      return { handled: true, action: !open ? { do: 'show' } : altKey ? undefined : { do: 'move', to: s.active + 1 } };
    case 'ArrowUp':
      return { handled: true, action: altKey ? { do: 'leave' } : !open ? { do: 'show' } : { do: 'move', to: s.active - 1 } };
    case 'Home':
    case 'End':
      return open ? { handled: true, action: { do: 'move', to: key === 'Home' ? 0 : s.count - 1 } } : undefined;
    case 'PageDown':
    case 'PageUp':
      return open ? { handled: true, action: { do: 'move', to: s.active + (key === 'PageDown' ? PAGE : -PAGE) } } : undefined;
    case 'Enter':
      // A list's own entry is added whether its list is open or not.
      if (s.multi && s.free && s.active < 0 && s.query.trim()) return { handled: true, action: { do: 'addTyped' } };
      // Closed, Enter accepts the form as in any field; open, it picks (or, with none active, keeps the text).
      if (!open) return undefined;
      return { handled: true, action: s.active < 0 ? { do: 'leave' } : { do: 'choose', to: s.active } };
    case 'Escape':
      // Closes the list only: the question stays open (its own Escape handler sees defaultPrevented).
      return open ? { handled: true, action: { do: 'leave' } } : undefined;
    case 'Tab':
      return open ? { handled: false, action: { do: 'leave' } } : undefined;
    case 'Backspace':
      return s.multi && !s.query && s.chosen > 0 ? { handled: false, action: { do: 'removeLast' } } : undefined;
  }
  return undefined;
}
