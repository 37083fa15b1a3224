// Moving an item of an ordered list by keyboard (Move up / Move down): the list in its new order,
// the focus kept on the moved item's button (the other one when it reached an end), and a
// sentence for a live region saying where it went. Items carry data-item={key}; their buttons
// data-move="up" / "down".
import { useEffect, useRef, useState } from 'react';
import { moved } from './photoValues';

export function useReorder<T>(items: T[], keyOf: (item: T) => number | string, nameOf: (item: T) => string, onChange: (items: T[]) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: number | string; button: 'up' | 'down' } | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const item = listRef.current?.querySelector(`[data-item="${focusAfterMove.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.button}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.button === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focusAfterMove, items]);

  const move = (from: number, to: number, button?: 'up' | 'down') => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onChange(moved(items, from, to));
    setAnnouncement(`${nameOf(item)} moved to position ${to + 1} of ${items.length}.`);
    if (button) setFocusAfterMove({ key: keyOf(item), button });
  };

  return { listRef, announcement, move };
}
