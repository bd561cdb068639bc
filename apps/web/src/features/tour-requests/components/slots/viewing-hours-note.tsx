import { tourDay, useVisitsT } from '../../texts';
import { usePublicViewingHours } from '../../api/public-viewing-hours';
import { zoneCity } from '../shared/tour-zone';
import { viewingDaysText } from './viewing-days';

/** How many blocked dates the note names; the grid marks every one of them anyway. */
const BLOCKED_NAMED = 3;

/**
 * "Viewings: Mon–Sat 09:00–19:00, Istanbul time" above the tour form: the advert's own hours or
 * the default ones, in the property's zone (docs/product.md#viewing-hours).
 */
export function ViewingHoursNote({ advertId, today }: { advertId: number; today: string }) {
  const t = useVisitsT();
  const hours = usePublicViewingHours(advertId).data;
  if (!hours) return null;
  const blocked = hours.blockedDates.filter((date) => date >= today).slice(0, BLOCKED_NAMED);
  return (
    <div className="tour-form__hours small mb-3">
      <p className="mb-0">
        {hours.days.length === 0
          ? t('viewingsNone')
          : t('viewings', {
              days: viewingDaysText(hours.days),
              opens: hours.opens,
              closes: hours.closes,
              city: zoneCity(hours.timeZone),
            })}
      </p>
      {blocked.length > 0 ? (
        <p className="mb-0 text-body-secondary">
          {t('viewingsBlocked', { dates: blocked.map((date) => tourDay(date)).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
