import { slot } from '../tour-kit';
import { staff, type RoutePlan } from './route-plan';
import type { World } from './world';

const advertId = (w: World) => ({ id: w.advert.id });

/**
 * Viewing hours, a day's slots and the calendar file: the owner sets hours, the guest books;
 * staff set the zones of places.
 */
export const VISIT_PLANS: Record<string, RoutePlan> = {
  'GET /api/tourRequest/slots/:advertId': {
    actor: 'visitor',
    params: (w) => ({ advertId: w.advert.id }),
    query: () => ({ date: slot(12).slice(0, 10) }),
  },
  'GET /api/tourRequest/viewing-hours/:advertId': {
    actor: 'visitor',
    params: (w) => ({ advertId: w.advert.id }),
  },
  'GET /api/tourRequest/:id/calendar.ics': { actor: 'guest', params: (w) => ({ id: w.tourId }) },
  'GET /api/adverts/auth/:id/viewing-hours': { actor: 'owner', params: advertId },
  'PUT /api/adverts/auth/:id/viewing-hours': {
    actor: 'owner',
    params: advertId,
    body: () => ({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      opens: '09:00',
      closes: '19:00',
      blockedDates: [],
    }),
  },
  'PUT /api/countries/:id/time-zone': {
    ...staff,
    params: (w) => ({ id: w.catalog.countryId }),
    body: () => ({ timeZone: 'Europe/Istanbul' }),
  },
  'PUT /api/cities/:id/time-zone': {
    ...staff,
    params: (w) => ({ id: w.catalog.cityId }),
    body: () => ({ timeZone: null }),
  },
};
