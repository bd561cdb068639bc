import type { AgencyFormInput } from '@estate/contracts/agencies';
import type { Catalog } from './factories';
import { call, createUser, type TestApp, type TestUser } from './test-app';

/** A valid agency form in the catalog's district (docs/product.md#agencies). */
export const agencyForm = (catalog: Catalog, over: Partial<AgencyFormInput> = {}) => ({
  name: 'Bosphorus Homes',
  licenceNumber: 'TR-34-12345',
  phone: '0212 555 01 02',
  email: 'office@bosphorus.example',
  address: 'Moda Cd. 12, Kadıköy',
  country: catalog.countryId,
  city: catalog.cityId,
  district: catalog.districtId,
  point: { latitude: 40.98, longitude: 29.03 },
  ...over,
});

/** A customer who owns a new agency: the owner and the agency's id and slug. */
export async function makeAgency(
  t: TestApp,
  catalog: Catalog,
  over: Partial<AgencyFormInput> = {},
): Promise<{ owner: TestUser; id: number; slug: string }> {
  const owner = await createUser(t, 'CUSTOMER', { firstName: 'Oya', lastName: 'Owner' });
  const res = await call(t, {
    method: 'POST',
    url: '/api/agencies',
    payload: agencyForm(catalog, over),
    token: owner.token,
  });
  if (res.statusCode !== 201) throw new Error(`agency not made: ${res.body}`);
  const { agency } = res.json() as { agency: { id: number; slug: string } };
  return { owner, id: agency.id, slug: agency.slug };
}

/** The invitation link's token, from the mail the outbox kept for `email`. */
export function tokenFromText(text: string): string {
  const match = /agency-invitation\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
}
