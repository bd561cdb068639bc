import type { TourSlots } from '@estate/contracts';
import { useEffect, useState } from 'react';
import { useVisitsT } from '../../texts';
import { slotToChoose } from './slot-parts';

/** The slot moved to because the wanted one was not free on that date. */
interface Moved {
  date: string;
  wanted: string;
  time: string;
}

/**
 * Keeps a slot grid's choice free once the day's slots are known: the wanted slot while it is
 * free, else the first free one (written with `choose`). Returns what the grid says under it and
 * the chosen slot's state.
 */
export function useSlotChoice(
  tourDate: string,
  tourTime: string,
  slots: TourSlots | undefined,
  choose: (time: string) => void,
) {
  const t = useVisitsT();
  const [moved, setMoved] = useState<Moved>();
  // Remembered while drawing, as React advises for state that follows other state.
  const next = slotToChoose(tourTime, slots);
  const day = slots?.date;
  if (next && day && (moved?.date !== day || moved.time !== next || moved.wanted !== tourTime))
    setMoved({ date: day, wanted: tourTime, time: next });
  useEffect(() => {
    if (next) choose(next);
  }, [next, choose]);
  const notice =
    slots && !slots.slots.some((s) => s.state === 'FREE')
      ? t('noFreeSlot')
      : moved && moved.date === tourDate && moved.time === tourTime
        ? t('firstFreeChosen', { wanted: moved.wanted, time: moved.time })
        : undefined;
  const chosenState = slots?.slots.find((s) => s.time === tourTime)?.state;
  return { notice, chosenState };
}
