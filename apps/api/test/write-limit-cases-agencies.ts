import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { agencies, agencyInvitations, agencyMembers } from '../src/db/schema';
import { agencyForm } from './agency-kit';
import type { Catalog } from './factories';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

/** An agency owned by a new customer, made directly (no limit of its own spent). */
export async function ownedAgency(t: TestApp, catalog: Catalog) {
  const owner = await createUser(t);
  const form = agencyForm(catalog);
  const [row] = await t.database.db
    .insert(agencies)
    .values({
      slug: `limits-${randomBytes(4).toString('hex')}`,
      name: form.name,
      licenceNumber: form.licenceNumber,
      phone: '+902125550102',
      email: form.email,
      address: form.address,
      countryId: catalog.countryId,
      cityId: catalog.cityId,
      districtId: catalog.districtId,
      latitude: 40.98,
      longitude: 29.03,
    })
    .returning({ id: agencies.id });
  await t.database.db
    .insert(agencyMembers)
    .values({ agencyId: row!.id, userId: owner.id, role: 'OWNER' });
  return { owner, id: row!.id };
}

/** Open invitations of an agency, made directly. */
async function invitations(t: TestApp, agencyId: number, n: number) {
  const rows = await t.database.db
    .insert(agencyInvitations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        agencyId,
        email: `limit${i}-${randomBytes(3).toString('hex')}@example.test`,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedByName: 'Oya Owner',
      })),
    )
    .returning({ id: agencyInvitations.id });
  return rows.map((r) => r.id);
}

export const DAY_REFUSAL =
  /^(You have made too many|Too many) .* Please wait 2[34] hours and try again\.$/;

/** Agencies: their details, invitations, members and the staff's decisions (docs/product.md#agencies). */
export const agencyWriteCases = (catalogOf: () => Catalog): WriteCase[] => [
  {
    name: 'agency edit',
    action: 'agencyChange',
    admitted: 200,
    async writer(t) {
      const { owner, id } = await ownedAgency(t, catalogOf());
      return {
        call: (i, ip) =>
          call(t, {
            method: 'PUT',
            url: `/api/agencies/${id}`,
            payload: agencyForm(catalogOf(), { name: `Renamed ${i}` }),
            token: owner.token,
            remoteAddress: ip,
          }),
        written: async () =>
          (await t.database.db.select().from(agencies).where(eq(agencies.id, id)))[0]?.name,
      };
    },
  },
  {
    name: 'agency invitation',
    action: 'agencyInvite',
    admitted: 201,
    refusal: DAY_REFUSAL,
    async writer(t) {
      const { owner, id } = await ownedAgency(t, catalogOf());
      return {
        call: (i, ip) =>
          call(t, {
            method: 'POST',
            url: `/api/agencies/${id}/invitations`,
            payload: { email: `invitee${i}-${id}@example.test` },
            token: owner.token,
            remoteAddress: ip,
          }),
        written: () => t.database.db.$count(agencyInvitations, eq(agencyInvitations.agencyId, id)),
      };
    },
  },
  {
    name: 'agency member change',
    action: 'agencyMembership',
    admitted: 204,
    async writer(t) {
      const { owner, id } = await ownedAgency(t, catalogOf());
      const ids = await invitations(t, id, 3);
      return {
        call: (i, ip) =>
          call(t, {
            method: 'DELETE',
            url: `/api/agencies/${id}/invitations/${ids[i]}`,
            token: owner.token,
            remoteAddress: ip,
          }),
        written: () =>
          t.database.db.$count(
            agencyInvitations,
            and(eq(agencyInvitations.agencyId, id), isNotNull(agencyInvitations.revokedAt)),
          ),
      };
    },
  },
  {
    name: 'agency decision',
    action: 'agencyDecision',
    admitted: 200,
    async writer(t) {
      const staff = await createUser(t, 'MANAGER');
      const made = await Promise.all([0, 1, 2].map(() => ownedAgency(t, catalogOf())));
      return {
        call: (i, ip) =>
          call(t, {
            method: 'POST',
            url: `/api/agencies/${made[i]!.id}/decision`,
            payload: { action: 'APPROVE' },
            token: staff.token,
            remoteAddress: ip,
          }),
        written: () => t.database.db.$count(agencies, eq(agencies.decidedByUserId, staff.id)),
      };
    },
  },
];
