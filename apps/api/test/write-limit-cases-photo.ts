import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { jpeg, multipartBody } from './pictures';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

/** A person uploading profile photos again and again (docs/product.md#profile-photo). */
export const photoCases = (): WriteCase[] => [
  {
    name: 'profile photo',
    action: 'photoChange',
    admitted: 200,
    async writer(t: TestApp) {
      const user = await createUser(t);
      const body = await multipartBody([{ file: await jpeg(64, 64) }]);
      return {
        call: (_i, ip) =>
          call(t, {
            method: 'PUT',
            url: '/api/user/auth/photo',
            token: user.token,
            remoteAddress: ip,
            ...body,
          }),
        written: async () =>
          (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.photoKey,
      };
    },
  },
];
