// No zod in this module: the advert page's tour form marks its slots without loading the schemas.

/** Weekdays in ISO order (Monday first); `days` of viewing hours names those open. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When an advert may be visited, in the property's time (docs/product.md#viewing-hours). */
export interface ViewingHours {
  days: Weekday[];
  /** "HH:mm" on a half hour: the first slot. */
  opens: string;
  /** "HH:mm" on a half hour (24:00 for midnight): the last slot ends then. */
  closes: string;
  /** "YYYY-MM-DD" dates with no visits. */
  blockedDates: string[];
}

/** Every day 09:00–19:00, nothing blocked: an advert whose owner set nothing. */
export const DEFAULT_VIEWING_HOURS: ViewingHours = {
  days: [...WEEKDAYS],
  opens: '09:00',
  closes: '19:00',
  blockedDates: [],
};

/** What a slot of a day is for a visitor: bookable, outside viewing hours, booked, or gone by. */
export const SLOT_STATES = ['FREE', 'OUTSIDE_HOURS', 'TAKEN', 'PAST'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** "HH:mm" → minutes after midnight ("24:00" is 1440). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday of a "YYYY-MM-DD" date (calendar arithmetic, no zone involved). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** Whether a half-hour tour starting at `time` on `date` lies inside the viewing hours. */
export function insideViewingHours(hours: ViewingHours, date: string, time: string): boolean {
  if (hours.blockedDates.includes(date)) return false;
  if (!hours.days.includes(weekdayOf(date))) return false;
  const start = minutesOf(time);
  return start >= minutesOf(hours.opens) && start + 30 <= minutesOf(hours.closes);
}
