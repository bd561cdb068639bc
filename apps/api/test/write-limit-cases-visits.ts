import { eq } from 'drizzle-orm';
import { advertViewingHours } from '../src/db/schema';
import { makeAdvert, type Catalog } from './factories';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

/** An owner setting viewing hours again and again (docs/product.md#viewing-hours). */
export const viewingHoursCases = (catalogOf: () => Catalog): WriteCase[] => [
  {
    name: 'viewing hours change',
    action: 'viewingHoursChange',
    admitted: 200,
    async writer(t: TestApp) {
      const user = await createUser(t);
      const advert = await makeAdvert(t, catalogOf(), user.id);
      const hours = (i: number) => ({
        days: ['MON'],
        opens: '09:00',
        closes: `${String(10 + (i % 10)).padStart(2, '0')}:00`,
        blockedDates: [],
      });
      return {
        call: (i, ip) =>
          call(t, {
            method: 'PUT',
            url: `/api/adverts/auth/${advert.id}/viewing-hours`,
            payload: hours(i),
            token: user.token,
            remoteAddress: ip,
          }),
        written: () =>
          t.database.db
            .select()
            .from(advertViewingHours)
            .where(eq(advertViewingHours.advertId, advert.id)),
      };
    },
  },
];
