import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import type { Manifest } from './manifest';
import { readSnapshotFacts, type SnapshotFacts } from './snapshot-facts';

/** The facts of a database as it is now, read in one transaction. */
export function readDatabaseFacts(database: Database): Promise<SnapshotFacts> {
  return database.db.transaction((tx) =>
    readSnapshotFacts({ query: (text) => queryRows(tx, sql.raw(text)) }),
  );
}

/** Every way the database differs from the manifest's tables and migration; empty when equal. */
export function differencesFrom(manifest: Manifest, facts: SnapshotFacts): string[] {
  const expected = manifest.database.tables;
  const names = new Set([...Object.keys(expected), ...Object.keys(facts.tables)]);
  const differences: string[] = [];
  for (const name of [...names].sort()) {
    const want = expected[name];
    const got = facts.tables[name];
    if (!want || !got) differences.push(`${name}: ${want ? 'missing' : 'not in the backup'}`);
    else if (want.rows !== got.rows)
      differences.push(`${name}: ${got.rows} rows, not ${want.rows}`);
    else if (want.checksum !== got.checksum) differences.push(`${name}: other content`);
  }
  if (facts.migration.tag !== manifest.database.migration.tag) {
    differences.push(`schema at ${facts.migration.tag}, not ${manifest.database.migration.tag}`);
  }
  return differences;
}
