import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { seedWaitingEdits } from './waiting-edits';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  [owner, manager] = await Promise.all([createUser(t), createUser(t, 'MANAGER')]);
});
afterAll(() => t.close());

describe("the demo's edits of live adverts (docs/product.md#revisions)", () => {
  it('puts one edit in the queue beside its approved version and one turned down', async () => {
    const first = await makeAdvert(t, catalog, owner.id, { title: 'Sea view flat' });
    const second = await makeAdvert(t, catalog, owner.id, { title: 'Park house' });
    expect(await seedWaitingEdits(t.database.db, owner.id, new Date())).toEqual({
      waitingEdits: 2,
    });
    const queue = await call(t, {
      method: 'GET',
      url: '/api/adverts/admin/queue',
      token: manager.token,
    });
    expect(queue.json().content).toEqual([
      expect.objectContaining({ id: first.id, kind: 'EDIT', status: 'ACTIVATED' }),
    ]);
    const review = await call(t, {
      method: 'GET',
      url: `/api/adverts/admin/${first.id}`,
      token: manager.token,
    });
    const fields = review.json().pendingRevision.changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(['title', 'description']);
    const mine = await call(t, { method: 'GET', url: '/api/adverts/auth', token: owner.token });
    const edits = Object.fromEntries(
      mine.json().content.map((a: { id: number; edit: unknown }) => [a.id, a.edit]),
    );
    expect(edits[first.id]).toEqual({ state: 'WAITING', reason: null });
    expect(edits[second.id]).toMatchObject({ state: 'REJECTED' });
    // The public still reads the approved advert.
    const page = await call(t, { method: 'GET', url: `/api/adverts/${first.slug}` });
    expect(page.json().advert.title).toBe('Sea view flat');
  });
});
