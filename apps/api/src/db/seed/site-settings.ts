import { DEFAULT_WEB_SITE } from '@estate/contracts';
import type { Db } from '../client';
import { siteSettings } from '../schema';

export const SITE_SETTINGS_ID = 1;

/** Row id 1 with the default details, once: staff edits are never overwritten. */
export async function seedSiteSettings(db: Db): Promise<number> {
  const rows = await db
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, data: DEFAULT_WEB_SITE })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return rows.length;
}
