import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

const userRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

/** Deleting one's account and downloading one's data (docs/product.md#deleting-an-account). */
export const accountWriteCases = (): WriteCase[] => [
  {
    // A wrong password each time: the account stays to be counted again.
    name: 'account deletion attempt',
    action: 'accountDelete',
    admitted: 400,
    async writer(t) {
      const user = await createUser(t);
      return {
        call: (_i, ip) =>
          call(t, {
            method: 'DELETE',
            url: '/api/user/auth',
            payload: { password: 'Wrong123x' },
            token: user.token,
            remoteAddress: ip,
          }),
        written: async () => (await userRow(t, user.id))?.id,
      };
    },
  },
  {
    name: 'data download',
    action: 'accountExport',
    admitted: 200,
    async writer(t) {
      const user = await createUser(t);
      return {
        call: (_i, ip) =>
          call(t, {
            method: 'GET',
            url: '/api/user/auth/export',
            token: user.token,
            remoteAddress: ip,
          }),
        written: async () => (await userRow(t, user.id))?.updatedAt,
      };
    },
  },
];
