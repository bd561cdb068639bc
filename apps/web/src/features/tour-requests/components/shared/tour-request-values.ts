import { DEFAULT_TOUR_TIME } from '@estate/contracts';

/** Today in the visitor's own calendar, as the date input writes it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TourRequestFormValues {
  tourDate: string;
  tourTime: string;
}

export const TOUR_FORM_DEFAULTS: TourRequestFormValues = {
  tourDate: '',
  tourTime: DEFAULT_TOUR_TIME,
};
