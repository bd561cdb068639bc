import { describe, expect, it } from 'vitest';
import { createKeptAccounts } from './kept-accounts';
import type { UserRow } from './users.repository';

const rowOf = (id: number, role = 'CUSTOMER', tokenVersion = 0) =>
  ({ id, role, tokenVersion }) as UserRow;

/** Kept accounts over a table in memory, counting the reads that reach it. */
function setUp(maxAgeMs = 10_000) {
  const table = new Map<number, UserRow>([
    [1, rowOf(1)],
    [2, rowOf(2)],
    [3, rowOf(3, 'MANAGER')],
  ]);
  const reads: number[] = [];
  let hold: Promise<void> | undefined;
  const kept = createKeptAccounts({
    maxAgeMs,
    async read(id) {
      reads.push(id);
      const row = table.get(id);
      await hold;
      return row;
    },
  });
  return {
    table,
    reads,
    kept,
    holdReads: (until: Promise<void>) => (hold = until),
  };
}

describe('kept accounts', () => {
  it('keep a customer’s row while they hear the changes, and read staff rows every time', async () => {
    const { kept, reads } = setUp();
    kept.changes.hearing(true);
    await kept.find(1);
    await kept.find(1);
    await kept.find(3);
    await kept.find(3);
    expect(reads).toEqual([1, 3, 3]);
    expect(await kept.find(4)).toBeUndefined();
  });

  it('read every row while the changes may be missed, and forget all when they were', async () => {
    const { kept, reads, table } = setUp();
    await kept.find(1);
    await kept.find(1);
    expect(reads).toEqual([1, 1]);
    kept.changes.hearing(true);
    await kept.find(1);
    table.set(1, rowOf(1, 'CUSTOMER', 5));
    kept.changes.hearing(false);
    expect((await kept.find(1))?.tokenVersion).toBe(5);
    expect(kept.size).toBe(0);
  });

  it('forget the row a change names, every row on "*", and a row this process wrote', async () => {
    const { kept, reads, table } = setUp();
    kept.changes.hearing(true);
    await kept.find(1);
    await kept.find(2);
    table.set(1, rowOf(1, 'CUSTOMER', 1));
    kept.changes.message('1');
    expect((await kept.find(1))?.tokenVersion).toBe(1);
    await kept.find(2);
    expect(reads).toEqual([1, 2, 1]);
    kept.changes.message('*');
    await kept.find(2);
    kept.forget(2);
    await kept.find(2);
    expect(reads).toEqual([1, 2, 1, 2, 2]);
  });

  it('do not keep a row read before a change that came while it was read', async () => {
    const { kept, reads, table, holdReads } = setUp();
    kept.changes.hearing(true);
    let release!: () => void;
    holdReads(new Promise<void>((resolve) => (release = resolve)));
    const reading = kept.find(1);
    table.set(1, rowOf(1, 'CUSTOMER', 9));
    kept.changes.message('1');
    release();
    expect((await reading)?.tokenVersion).toBe(0);
    expect((await kept.find(1))?.tokenVersion).toBe(9);
    expect(reads).toEqual([1, 1]);
  });

  it('keep nothing with caching off', async () => {
    const { kept, reads } = setUp(0);
    kept.changes.hearing(true);
    await kept.find(1);
    await kept.find(1);
    expect(reads).toEqual([1, 1]);
  });
});
