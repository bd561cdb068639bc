import { describe, expect, it } from 'vitest';
import { createSharedRead } from './shared-reads';

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  let value = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const snapshot = value;
      pending.push({ resolve: () => resolve(snapshot), reject });
    });
  return {
    read,
    pending,
    write: (v: number) => (value = v),
    finishNext: async () => {
      pending.shift()!.resolve(0);
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('shared read', () => {
  it('starts a read at once when none is running', async () => {
    const c = controlledRead();
    const current = createSharedRead(c.read);
    c.write(1);
    const first = current();
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(await first).toBe(1);
  });

  it('gives callers arriving during a read the next read, which they all share', async () => {
    const c = controlledRead();
    const current = createSharedRead(c.read);
    c.write(1);
    const early = current();
    c.write(2); // committed after the first read took its snapshot
    const late1 = current();
    const late2 = current();
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(await early).toBe(1);
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(await late1).toBe(2);
    expect(await late2).toBe(2);
    expect(c.pending).toHaveLength(0);
  });

  it('starts afresh after a failed read, and the waiting callers still get a read', async () => {
    const c = controlledRead();
    const current = createSharedRead(c.read);
    const failing = current();
    const waiting = current();
    c.write(5);
    c.pending.shift()!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await new Promise((r) => setTimeout(r, 0));
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(await waiting).toBe(5);
  });
});
