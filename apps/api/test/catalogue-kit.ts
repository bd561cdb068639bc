import { eq } from 'drizzle-orm';
import { advertTypes } from '../src/db/schema';
import type { Catalog } from './factories';
import type { TestApp } from './test-app';

/**
 * The names a catalogue file writes for the test catalog (docs/catalogue-format.md): its first
 * advert type is renamed "Sale", the site's name for PropertyType Residential.
 */
export async function catalogueNames(t: TestApp, catalog: Catalog) {
  const { db } = t.database;
  await db.update(advertTypes).set({ title: 'Sale' }).where(eq(advertTypes.id, catalog.typeIds[0]));
  const category = await db.query.categories.findFirst({
    where: (c, { eq: is }) => is(c.id, catalog.categoryIds[0]),
  });
  const country = await db.query.countries.findFirst({
    where: (c, { eq: is }) => is(c.id, catalog.countryId),
  });
  return { category: category!.title, country: country!.name };
}
