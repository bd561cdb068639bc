import { and, count, eq } from 'drizzle-orm';
import {
  activityLogs,
  adverts,
  categories,
  categoryPropertyKeys,
  favorites,
  tourRequests,
  users,
} from '../src/db/schema';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from './factories';
import { ok, outcomeOf, problemsOf, together, unclear, type RoundResult } from './race-kit';
import { call, createUser, type TestApp, type TestUser } from './test-app';
import { TOUR_MESSAGES } from '../src/features/tour-requests';
import { moveTour, slot, tourIn } from './tour-kit';

interface Cast {
  catalog: Catalog;
  owner: TestUser;
  guests: [TestUser, TestUser];
  admin: TestUser;
}

export async function raceCast(t: TestApp): Promise<Cast> {
  return {
    catalog: await makeCatalog(t),
    owner: await createUser(t, 'CUSTOMER'),
    guests: [await createUser(t, 'CUSTOMER'), await createUser(t, 'CUSTOMER')],
    admin: await createUser(t, 'ADMIN'),
  };
}

const postAdvert = (t: TestApp, user: TestUser, form: object) =>
  call(t, { method: 'POST', url: '/api/adverts', payload: form, token: user.token });

/** Each scenario fires its calls at once and answers what is inconsistent afterwards. */
export function engagementRaces(t: TestApp, cast: Cast) {
  const db = t.database.db;
  const { catalog, owner, guests } = cast;

  return {
    /** Two guests want one slot; the owner approves both, one of them twice, at once. */
    async slotApprovedTwice(n: number): Promise<RoundResult> {
      const advert = await makeAdvert(t, catalog, owner.id);
      const a = await tourIn(t, advert, guests[0], { tourTime: slot(3) });
      const b = await tourIn(t, advert, guests[1], { tourTime: slot(3) });
      const answers = await together(
        n,
        [a.id, a.id, b.id].map((id) => () => moveTour(t, id, 'approve', owner)),
      );
      const rows = await db.select().from(tourRequests).where(eq(tourRequests.advertId, advert.id));
      const approved = rows.filter((r) => r.status === 'APPROVED');
      // The request whose slot went to the other one is told so, not just "declined".
      const losers = answers.filter((_, i) => [a.id, a.id, b.id][i] !== approved[0]?.id);
      const problems = problemsOf(
        ...answers.map((res, i) => unclear(`approval ${i}`, res, [409])),
        answers.filter(ok).length !== 1 && `${answers.filter(ok).length} approvals answered 200`,
        approved.length !== 1 && `${approved.length} requests APPROVED for one slot`,
        rows.some((r) => r.status === 'PENDING') && 'a request of the taken slot is still PENDING',
        ...losers.map(
          (res) =>
            res.json<{ message?: string }>().message !== TOUR_MESSAGES.lostSlot &&
            `the other request's approval answered ${res.body}`,
        ),
      );
      const winner = rows.find((r) => r.status === 'APPROVED')?.id === a.id ? 'first' : 'second';
      return { outcome: `${winner} request approved`, problems };
    },

    /** The same heart clicked in two tabs at once, from either starting state. */
    async favouriteTwoTabs(n: number): Promise<RoundResult> {
      const advert = await makeAdvert(t, catalog, owner.id);
      const toggle = () =>
        call(t, {
          method: 'POST',
          url: '/api/favorites',
          payload: { advertId: advert.id },
          token: guests[0].token,
        });
      if (n % 2 === 1) await toggle();
      const answers = await together(n, [toggle, toggle]);
      const mine = and(eq(favorites.userId, guests[0].id), eq(favorites.advertId, advert.id));
      const [{ rows }] = (await db.select({ rows: count() }).from(favorites).where(mine)) as [
        { rows: number },
      ];
      const [stored] = await db.select().from(adverts).where(eq(adverts.id, advert.id));
      const states = answers.filter(ok).map((res) => (res.json() as { favory: boolean }).favory);
      const problems = problemsOf(
        ...answers.map((res, i) => unclear(`tab ${i}`, res, [])),
        rows > 1 && `${rows} favourite rows for one person and advert`,
        stored!.favoriteCount !== rows && `counter ${stored!.favoriteCount} but ${rows} rows`,
        !states.includes(rows === 1) &&
          `answers ${states.join('/')} but the favourite is ${rows === 1}`,
      );
      const start = n % 2 === 1 ? 'from favourite' : 'from none';
      return { outcome: `${start}: ${states.join('/')}`, problems };
    },
  };
}

/** Posting adverts while their title, category or owner is contested. */
export function postingRaces(t: TestApp, cast: Cast) {
  const db = t.database.db;
  const { catalog, owner, admin } = cast;

  return {
    /** Three adverts with one title posted at once each get their own slug. */
    async sameTitle(n: number): Promise<RoundResult> {
      const title = `Twin villa ${n}`;
      const answers = await together(
        n,
        [0, 1, 2].map(() => () => postAdvert(t, owner, advertForm(catalog, { title }))),
      );
      const slugs = answers.filter(ok).map((res) => (res.json() as { slug: string }).slug);
      const rows = await db.select().from(adverts).where(eq(adverts.title, title));
      const problems = problemsOf(
        ...answers.map((res, i) => unclear(`post ${i}`, res, [])),
        new Set(slugs).size !== 3 && `slugs ${slugs.join(', ')} are not three distinct ones`,
        rows.length !== 3 && `${rows.length} adverts stored`,
      );
      return { outcome: `${slugs.length} created`, problems };
    },

    /** A category is deleted while an advert is posted into it: exactly one of them wins. */
    async categoryDeleted(n: number): Promise<RoundResult> {
      const [category] = await db
        .insert(categories)
        .values({
          title: `Doomed ${n}`,
          slug: `doomed-${n}`,
          icon: 'house',
          seq: 9,
          isActive: true,
        })
        .returning();
      const [key] = await db
        .insert(categoryPropertyKeys)
        .values({ categoryId: category!.id, name: 'Rooms', seq: 1 })
        .returning();
      const form = advertForm(catalog, {
        title: `Into doomed ${n}`,
        category: category!.id,
        values: [{ keyId: key!.id, value: '3' }],
      });
      const [posted, removed] = await together(n, [
        () => postAdvert(t, owner, form),
        () =>
          call(t, {
            method: 'DELETE',
            url: `/api/admin-category/${category!.id}`,
            token: admin.token,
          }),
      ]);
      const advertsIn = await db.select().from(adverts).where(eq(adverts.categoryId, category!.id));
      const kept = await db.select().from(categories).where(eq(categories.id, category!.id));
      const problems = problemsOf(
        unclear('post', posted!, [400]),
        unclear('delete', removed!, [409]),
        ok(posted!) === ok(removed!) &&
          `post ${posted!.statusCode} and delete ${removed!.statusCode}`,
        ok(posted!) &&
          (advertsIn.length !== 1 || kept.length !== 1) &&
          'the posted advert or its category is gone',
        ok(removed!) &&
          (advertsIn.length > 0 || kept.length > 0) &&
          'the deleted category is still there or used',
      );
      return { outcome: outcomeOf({ post: posted!, delete: removed! }), problems };
    },

    /** Staff delete a person while that person posts an advert: no advert is left behind. */
    async userDeleted(n: number): Promise<RoundResult> {
      const poster = await createUser(t, 'CUSTOMER');
      const form = advertForm(catalog, { title: `Last words ${n}` });
      const [posted, removed] = await together(n, [
        () => postAdvert(t, poster, form),
        () =>
          call(t, { method: 'DELETE', url: `/api/user/${poster.id}/admin`, token: admin.token }),
      ]);
      const left = await db
        .select({ id: adverts.id })
        .from(adverts)
        .where(eq(adverts.userId, poster.id));
      const logs = await db
        .select({ id: activityLogs.id })
        .from(activityLogs)
        .where(eq(activityLogs.userId, poster.id));
      const person = await db.select({ id: users.id }).from(users).where(eq(users.id, poster.id));
      const problems = problemsOf(
        unclear('post', posted!, [401, 404]),
        unclear('delete', removed!, []),
        person.length > 0 && 'the deleted person is still there',
        left.length > 0 && `${left.length} adverts of the deleted person remain`,
        logs.length > 0 && `${logs.length} log entries of the deleted person remain`,
      );
      return { outcome: outcomeOf({ post: posted!, delete: removed! }), problems };
    },
  };
}
