/**
 * Runs one call per key at a time: callers that ask for a key while its call is running share
 * that call's promise instead of starting their own. Used wherever identical concurrent requests
 * would otherwise run the same query (cached answers, totals).
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, call: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current;
      const promise = call().finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    /** How many keys have a call running (for tests and metrics). */
    get size() {
      return running.size;
    },
  };
}
