import { asc, eq } from 'drizzle-orm';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { images } from '../src/db/schema';
import { makeAdvert, type Catalog } from './factories';
import { jpeg, multipartBody } from './pictures';
import { call, createUser, type TestApp, type TestUser } from './test-app';
import type { WriteCase } from './write-case';

const json =
  (user: TestUser, method: 'PUT' | 'DELETE') =>
  (t: TestApp, url: string, payload: object | undefined, ip: string) =>
    call(t, { method, url, payload, token: user.token, remoteAddress: ip });

/** Setting up pictures uploads from an address of its own each time. */
let setups = 0;
const setupAddress = () => `192.0.2.${(setups += 1)}`;

async function uploadTo(t: TestApp, user: TestUser, advertId: number, ip: string, n = 1) {
  const file = await jpeg(64, 48);
  const body = await multipartBody(Array.from({ length: n }, () => ({ file })));
  return call(t, {
    method: 'POST',
    url: `/api/images/${advertId}`,
    token: user.token,
    remoteAddress: ip,
    ...body,
  });
}

/** An advert's pictures. */
export function pictureCases(catalogOf: () => Catalog): WriteCase[] {
  /**
   * A PENDING advert of the account with three pictures (uploaded under another address): a live
   * advert's new pictures wait for review and cannot be featured (docs/product.md, Revisions).
   */
  const withPictures = async (t: TestApp, user: TestUser) => {
    const advert = await makeAdvert(t, catalogOf(), user.id, {
      status: ADVERT_STATUS_CODES.PENDING,
    });
    await uploadTo(t, user, advert.id, setupAddress(), 3);
    const pictures = async () =>
      t.database.db
        .select({ id: images.id, featured: images.featured })
        .from(images)
        .where(eq(images.advertId, advert.id))
        .orderBy(asc(images.id));
    return { advert, ids: (await pictures()).map((p) => p.id), pictures };
  };

  return [
    {
      name: 'picture upload',
      action: 'pictureUpload',
      admitted: 201,
      async writer(t) {
        const user = await createUser(t);
        const advert = await makeAdvert(t, catalogOf(), user.id);
        return {
          call: (_i, ip) => uploadTo(t, user, advert.id, ip),
          written: () => t.database.db.$count(images, eq(images.advertId, advert.id)),
        };
      },
    },
    {
      name: 'picture delete',
      action: 'pictureChange',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const { ids, pictures } = await withPictures(t, user);
        return {
          call: (i, ip) => json(user, 'DELETE')(t, `/api/images/${ids[i]}`, undefined, ip),
          written: pictures,
        };
      },
    },
    {
      name: 'featured picture',
      action: 'pictureChange',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const { ids, pictures } = await withPictures(t, user);
        const url = (i: number) => `/api/images/${ids[i % ids.length]}/featured`;
        return { call: (i, ip) => json(user, 'PUT')(t, url(i), undefined, ip), written: pictures };
      },
    },
  ];
}
