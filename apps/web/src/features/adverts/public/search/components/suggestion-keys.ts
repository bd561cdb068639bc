import type { KeyboardEvent } from 'react';

interface SuggestionKeysOptions<T> {
  items: readonly T[];
  expanded: boolean;
  activeIndex: number;
  text: string;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  setText: (text: string) => void;
  onChoose: (item: T) => void;
}

/**
 * The combobox keyboard (ARIA practices): arrows move through the suggestions and wrap, Enter chooses
 * the active one, Escape closes the list first and clears the text on a second press.
 */
export function suggestionKeyHandler<T>(options: SuggestionKeysOptions<T>) {
  const { items, expanded, activeIndex, text, setOpen, setActive, setText, onChoose } = options;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter': {
        const item = items[activeIndex];
        if (item) {
          event.preventDefault();
          onChoose(item);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };
}
