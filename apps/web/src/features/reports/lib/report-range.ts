export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '12m', label: '12 months' },
  { id: 'custom', label: 'Custom' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's own calendar day: "the last 7 days" ends on the day they see on their clock. */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The range a preset names, ending today and counting today as its last day. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (preset === '12m') {
    start.setFullYear(start.getFullYear() - 1);
    start.setDate(start.getDate() + 1);
  } else {
    start.setDate(start.getDate() - (preset === '7d' ? 6 : 29));
  }
  return { from: localDay(start), to: localDay(today) };
}
