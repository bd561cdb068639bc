import { TOUR_TIME_SLOTS, type SlotState, type TourSlots } from '@estate/contracts';

/** The parts of a day the slot grid groups its 48 half hours by, six hours each. */
export const PARTS_OF_DAY = ['night', 'morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** 00:00–05:30 night, 06:00–11:30 morning, 12:00–17:30 afternoon, 18:00–23:30 evening. */
export const partOfDay = (slot: string): PartOfDay =>
  PARTS_OF_DAY[Math.floor(Number(slot.slice(0, 2)) / 6)]!;

/** The 48 slots in their parts of the day, in order. */
export const SLOTS_BY_PART: Array<{ part: PartOfDay; slots: string[] }> = PARTS_OF_DAY.map(
  (part) => ({ part, slots: TOUR_TIME_SLOTS.filter((slot) => partOfDay(slot) === part) }),
);

/** Each slot's state on the chosen day; empty until the day's slots are known. */
export const slotStates = (slots: TourSlots | undefined) =>
  new Map<string, SlotState>(slots?.slots.map((s) => [s.time, s.state]));

/**
 * The slot the form should hold once a day's slots are known: the chosen one while it is free,
 * else the first free one of the day; undefined when nothing needs to change or nothing is free.
 */
export function slotToChoose(chosen: string, slots: TourSlots | undefined): string | undefined {
  if (!slots) return undefined;
  const states = slotStates(slots);
  if (states.get(chosen) === 'FREE') return undefined;
  return slots.slots.find((s) => s.state === 'FREE')?.time;
}
