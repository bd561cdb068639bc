import { DEFAULT_WEB_SITE, webSiteSchema, type WebSite } from '@estate/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { SITE_SETTINGS_ID, seedSiteSettings } from '../../db/seed/site-settings';

/**
 * A stored row written by an older release may lack a field added since (or hold one that no
 * longer passes): each top-level field that does not pass falls back to its default, so the
 * public pages never break on old data.
 */
function withDefaults(stored: unknown): WebSite {
  const data = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged = { ...DEFAULT_WEB_SITE } as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_WEB_SITE) as (keyof WebSite)[]) {
    const field = webSiteSchema.shape[key].safeParse(data[key]);
    if (field.success) merged[key] = field.data;
  }
  return merged as WebSite;
}

export function createWebSiteRepository(db: Db) {
  return {
    /** The one row; the first read of a database without it stores the defaults. */
    async read(): Promise<WebSite> {
      const find = () =>
        db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID)).limit(1);
      let [row] = await find();
      if (!row) {
        await seedSiteSettings(db);
        [row] = await find();
      }
      return withDefaults(row?.data);
    },

    async save(details: WebSite): Promise<WebSite> {
      const [row] = await db
        .insert(siteSettings)
        .values({ id: SITE_SETTINGS_ID, data: details })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { data: details, updatedAt: sql`now()` },
        })
        .returning();
      return withDefaults(row?.data);
    },
  };
}

export type WebSiteRepository = ReturnType<typeof createWebSiteRepository>;
