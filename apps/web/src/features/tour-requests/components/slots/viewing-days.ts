import { WEEKDAYS, type Weekday } from '@estate/contracts';
import { visitsText, weekdayName } from '../../texts';

/**
 * The open days as people write them: "every day", "Mon–Sat", "Mon, Wed, Fri", "Mon–Wed, Sat";
 * a run of three days or more is written from its first to its last.
 */
export function viewingDaysText(days: readonly Weekday[]): string {
  if (days.length === WEEKDAYS.length) return visitsText('viewingsEveryDay');
  const open = WEEKDAYS.map((day) => days.includes(day));
  const runs: Array<[number, number]> = [];
  open.forEach((isOpen, index) => {
    if (!isOpen) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs
    .flatMap(([first, last]) =>
      last - first >= 2
        ? [`${weekdayName(first)}–${weekdayName(last)}`]
        : Array.from({ length: last - first + 1 }, (_, i) => weekdayName(first + i)),
    )
    .join(', ');
}
