import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@estate/contracts';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  for (const role of ['CUSTOMER', 'MANAGER', 'ADMIN'] as const)
    tokens[role] = (await createUser(t, role)).token;
});
afterAll(() => t.close());

let made = 0;
const newForm = () => {
  made += 1;
  return { title: `Chalet ${made}`, slug: `chalet-${made}`, icon: 'tree', seq: made };
};

type Who = 'visitor' | Role;
/** Each staff call, with a fresh target where the call consumes one. */
const CALLS = {
  list: async () => ({ method: 'GET' as const, url: '/api/categories/admin?page=0&size=3' }),
  create: async () => ({ method: 'POST' as const, url: '/api/categories', payload: newForm() }),
  update: async () => ({
    method: 'PUT' as const,
    url: `/api/admin-category/${catalog.categoryIds[1]}`,
    payload: { ...newForm(), title: `Hidden ${made}` },
  }),
  delete: async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/categories',
      payload: newForm(),
      token: tokens.ADMIN,
    });
    return { method: 'DELETE' as const, url: `/api/admin-category/${created.json().id}` };
  },
};
const OUTCOME: Record<Who, number | 'ok'> = {
  visitor: 401,
  CUSTOMER: 403,
  MANAGER: 'ok',
  ADMIN: 'ok',
};

describe('who may run the categories of the back office', () => {
  const cases = (Object.keys(CALLS) as (keyof typeof CALLS)[]).flatMap((name) =>
    (Object.keys(OUTCOME) as Who[]).map((who) => [name, who] as const),
  );
  it.each(cases)('%s as %s', async (name, who) => {
    const request = await CALLS[name]();
    const res = await call(t, { ...request, token: who === 'visitor' ? undefined : tokens[who] });
    const expected = OUTCOME[who];
    if (expected === 'ok') expect(res.statusCode).toBeLessThan(300);
    else {
      expect(res.statusCode).toBe(expected);
      expect(res.json()).toMatchObject({ status: expected, message: expect.any(String) });
    }
  });
});
