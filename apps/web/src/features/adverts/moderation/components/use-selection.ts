import { useState } from 'react';

/** The ticked advert ids; `reset` after a bulk change or when the list shows other rows. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setMany = (ids: number[], select: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      ids.forEach((id) => (select ? next.add(id) : next.delete(id)));
      return next;
    });
  return { selected, toggle, setMany, reset: () => setSelected(new Set()) };
}
