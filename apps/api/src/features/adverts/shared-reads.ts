/**
 * Shares one database read among the callers that arrive while an earlier one is running, with
 * no caller getting an answer from before it arrived: a caller joins the read that starts after
 * the running one ends, never the running one. So a value written and committed before a call
 * is always seen by it, as with a read of its own, while under load one round trip serves every
 * request that came in during the previous one. Used for advert_search_version, which every
 * visitor's request reads (visitor-reads.ts): a few thousand one-row reads a second cost the API
 * process more in the driver than everything else a cached page does.
 */
export function createSharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const promise = read();
    running = promise;
    const clear = () => {
      if (running === promise) running = undefined;
    };
    promise.then(clear, clear);
    return promise;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      queued = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = undefined;
          return start();
        });
    }
    return queued;
  };
}
