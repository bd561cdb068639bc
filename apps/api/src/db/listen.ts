import type { PGlite } from '@electric-sql/pglite';
import createSubscriber from 'pg-listen';

/** What one who listens on a channel is told. */
export interface ListenHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /**
   * true once notifications are heard; false as soon as some may be missed (the connection
   * went, or could not be made), until the next true.
   */
  hearing(on: boolean): void;
}

/** Listens on `channel` until the returned function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

/** PGlite is one session in this process: it hears its own NOTIFY as the statement ends. */
export const listenEmbedded =
  (client: PGlite): Listen =>
  async (channel, handlers) => {
    const stop = await client.listen(channel, handlers.message);
    handlers.hearing(true);
    return async () => {
      handlers.hearing(false);
      await stop();
    };
  };

/** Waits between reconnections: 0.5 s, doubling, at most 30 s. */
const retryWait = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * A connection of its own (pg-listen), outside the pool: it reconnects for as long as the process
 * runs, and checks itself every 30 s, so a connection that died quietly is noticed too.
 */
export const listenOnServer =
  (connectionString: string, warn: (message: string) => void): Listen =>
  async (channel, handlers) => {
    let stopped = false;
    const subscriber = createSubscriber(
      { connectionString },
      {
        parse: (payload) => payload,
        retryTimeout: Infinity,
        // pg-listen's reconnection loop does not look at close(): once stopped, the next wait
        // throws, which ends the loop (reported as 'error').
        retryInterval: (attempt) => {
          if (stopped) throw new Error('stopped');
          return retryWait(attempt);
        },
      },
    );
    subscriber.notifications.on(channel, (payload: string) => handlers.message(payload));
    subscriber.events.on('reconnect', () => handlers.hearing(false));
    subscriber.events.on('error', (error) => {
      handlers.hearing(false);
      if (!stopped) warn(`PostgreSQL: not listening on ${channel}: ${error.message}`);
    });
    try {
      await subscriber.connect();
      await subscriber.listenTo(channel);
    } catch (error) {
      warn(`PostgreSQL: could not listen on ${channel}: ${(error as Error).message}`);
      handlers.hearing(false);
      await subscriber.close().catch(() => undefined);
      return async () => undefined;
    }
    // After a reconnection, 'connected' comes once the channel is listened to again. One that
    // was under way when the listener stopped is closed at once.
    subscriber.events.on('connected', () => {
      if (stopped) subscriber.close().catch(() => undefined);
      else handlers.hearing(true);
    });
    handlers.hearing(true);
    return async () => {
      stopped = true;
      handlers.hearing(false);
      await subscriber.close().catch(() => undefined);
    };
  };
