import { eq } from 'drizzle-orm';
import { adverts, agencyImports, agencyMembers } from '../src/db/schema';
import { makeAdvert, type Catalog } from './factories';
import { multipartBody } from './pictures';
import { call, createUser } from './test-app';
import type { WriteCase } from './write-case';
import { DAY_REFUSAL, ownedAgency } from './write-limit-cases-agencies';

/** An agency's adverts and catalogue (docs/product.md#agency-adverts, docs/catalogue-format.md). */
export const agencyAdvertWriteCases = (catalogOf: () => Catalog): WriteCase[] => [
  {
    name: 'agency advert reassignment',
    action: 'agencyAdvertAssign',
    admitted: 200,
    async writer(t) {
      const { owner, id } = await ownedAgency(t, catalogOf());
      const agent = await createUser(t);
      await t.database.db
        .insert(agencyMembers)
        .values({ agencyId: id, userId: agent.id, role: 'AGENT' });
      const made = await Promise.all(
        [0, 1, 2].map(() => makeAdvert(t, catalogOf(), owner.id, { agencyId: id })),
      );
      return {
        call: (i, ip) =>
          call(t, {
            method: 'PUT',
            url: `/api/agencies/${id}/adverts/${made[i]!.id}/agent`,
            payload: { userId: agent.id },
            token: owner.token,
            remoteAddress: ip,
          }),
        written: () => t.database.db.$count(adverts, eq(adverts.userId, agent.id)),
      };
    },
  },
  {
    name: 'catalogue import',
    action: 'agencyImport',
    admitted: 202,
    refusal: DAY_REFUSAL,
    async writer(t) {
      const { owner, id } = await ownedAgency(t, catalogOf());
      const file =
        'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District\n' +
        'L-1,Residential,Castle,Keep,Old walls.,10,Nowhere,Nowhere,Nowhere';
      return {
        async call(_i, ip) {
          const upload = await multipartBody(
            [{ file: Buffer.from(file), filename: 'l.csv', mimeType: 'text/csv' }],
            'file',
          );
          const res = await call(t, {
            method: 'POST',
            url: `/api/agencies/${id}/imports?dryRun=false`,
            token: owner.token,
            remoteAddress: ip,
            ...upload,
          });
          // One run per agency at a time: the next call waits for this one to end.
          await t.app.background.idle();
          return res;
        },
        written: () => t.database.db.$count(agencyImports, eq(agencyImports.agencyId, id)),
      };
    },
  },
];
