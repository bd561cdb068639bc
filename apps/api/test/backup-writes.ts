import { randomBytes } from 'node:crypto';
import { sha256, type Api, type World } from './backup-world';

interface ImageRecord {
  id: number;
  url: string;
  thumbUrl: string;
  cardUrl: string;
}

/** What the source server served for every picture URL, right after each upload. */
export type PictureLedger = Map<string, string>;

/** Every answer that was a 5xx, whatever the call (none is expected). */
export const serverErrors: string[] = [];

async function expectOk(res: Response, what: string): Promise<Response> {
  if (res.status >= 500) serverErrors.push(`${what}: ${res.status}`);
  return res;
}

/** Uploads one new picture and records the bytes served for its three variants. */
export async function addPicture(api: Api, ledger: PictureLedger, advertId: number, token: string) {
  const res = await expectOk(await api.upload(advertId, token), 'upload');
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const images = (await res.json()) as ImageRecord[];
  const added = images.reduce((a, b) => (b.id > a.id ? b : a));
  for (const url of [added.url, added.thumbUrl, added.cardUrl]) {
    const file = await api.file(url);
    if (file.status !== 200) throw new Error(`${url} answered ${file.status}`);
    ledger.set(url, sha256(file.bytes));
  }
  return added.id;
}

const tourTime = (days: number, time = '10:30') =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A picture to delete while the backup runs, with the token that may delete it. */
export interface Deletable {
  imageId: number;
  token: string;
}

/**
 * Pictures, favourites, tour requests (some approved) and registrations, through the API.
 * Answers extra pictures, kept for deleting during the backup.
 */
export async function buildThroughApi(api: Api, world: World, ledger: PictureLedger) {
  const deletable: Deletable[] = [];
  for (const advertId of world.advertIds) {
    const { token } = world.advertOwner.get(advertId)!;
    for (let i = 0; i < 2; i++) await addPicture(api, ledger, advertId, token);
    for (let i = 0; i < 2; i++)
      deletable.push({ imageId: await addPicture(api, ledger, advertId, token), token });
  }
  for (const [g, guest] of world.guests.entries()) {
    for (let i = 0; i < 3; i++) {
      const advertId = world.advertIds[(g + i) % world.advertIds.length]!;
      await expectOk(await api.send('POST', '/favorites', { advertId }, guest.token), 'favourite');
    }
    for (let i = 0; i < 2; i++) {
      const advertId = world.advertIds[(g * 2 + i) % world.advertIds.length]!;
      const body = { advert: { id: advertId }, tourTime: tourTime(3 + g + i) };
      const res = await expectOk(await api.send('POST', '/tourRequest', body, guest.token), 'tour');
      if (res.status !== 201 && res.status !== 200) throw new Error(`tour: ${await res.text()}`);
      const { id } = (await res.json()) as { id: number };
      const owner = world.advertOwner.get(advertId)!;
      if (i === 0) await api.send('PATCH', `/tourRequest/${id}/approve`, undefined, owner.token);
    }
  }
  for (let i = 0; i < 2; i++) {
    const email = `backup-${randomBytes(3).toString('hex')}@example.test`;
    const password = 'Passw0rd!x';
    const body = {
      firstName: 'Back',
      lastName: 'Up',
      phone: '+905551112233',
      email,
      password,
      confirmPassword: password,
      acceptTerms: true,
    };
    await expectOk(await api.send('POST', '/auth/register', body), 'register');
  }
  return deletable;
}

/**
 * Writes without pause until stopped: pictures added and removed, favourites toggled, tour
 * requests made; and once the backup starts, the deletable pictures deleted. Counts successes.
 */
export function keepWriting(
  api: Api,
  world: World,
  ledger: PictureLedger,
  during: { backupStarted: Promise<void>; deletable: Deletable[] },
) {
  let running = true;
  let acknowledged = 0;
  const loop = async (write: (i: number) => Promise<boolean>) => {
    for (let i = 0; running; i++) if (await write(i)) acknowledged += 1;
  };
  const advertAt = (i: number) => world.advertIds[i % world.advertIds.length]!;
  let previous: { imageId: number; token: string } | undefined;
  const loops = [
    loop(async (i) => {
      const advertId = advertAt(i);
      const { token } = world.advertOwner.get(advertId)!;
      const imageId = await addPicture(api, ledger, advertId, token);
      const removing = previous;
      previous = { imageId, token };
      if (!removing) return true;
      const res = await api.send(
        'DELETE',
        `/images/${removing.imageId}`,
        undefined,
        removing.token,
      );
      return (await expectOk(res, 'delete picture')).ok;
    }),
    loop(async (i) => {
      const guest = world.guests[i % world.guests.length]!;
      const res = await api.send('POST', '/favorites', { advertId: advertAt(i) }, guest.token);
      return (await expectOk(res, 'favourite')).ok;
    }),
    loop(async (i) => {
      const guest = world.guests[i % world.guests.length]!;
      const body = { advert: { id: advertAt(i + 1) }, tourTime: tourTime(20 + (i % 60), '11:00') };
      const res = await api.send('POST', '/tourRequest', body, guest.token);
      return (await expectOk(res, 'tour')).ok;
    }),
  ];
  // The deletions a backup must not lose files to: sent the moment it starts, all at once.
  const deletions = during.backupStarted.then(() =>
    Promise.all(
      during.deletable.map(async ({ imageId, token }) => {
        const res = await api.send('DELETE', `/images/${imageId}`, undefined, token);
        if ((await expectOk(res, 'delete picture')).ok) acknowledged += 1;
      }),
    ),
  );
  return {
    acknowledged: () => acknowledged,
    async stop() {
      running = false;
      await Promise.all([...loops, deletions]);
      return acknowledged;
    },
  };
}
