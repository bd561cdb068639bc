import type net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';

type TimeoutSettings = Pick<
  Env,
  | 'HEADERS_TIMEOUT_SECONDS'
  | 'BODY_TIMEOUT_SECONDS'
  | 'BODY_MIN_BYTES_PER_SECOND'
  | 'REQUEST_TIMEOUT_SECONDS'
  | 'KEEP_ALIVE_TIMEOUT_SECONDS'
  | 'MAX_REQUESTS_PER_SOCKET'
>;

export const SLOW_BODY_MESSAGE =
  'The request body arrived too slowly. Please check your connection and try again.';

/**
 * Node's own limits, as Fastify options: headers, the whole request (the longest upload), idle
 * connections and kept-alive ones. Node checks the first two on a timer, every 30 s unless told:
 * a tenth of the headers limit keeps the cut close to the limit.
 */
export function serverTimeouts(settings: TimeoutSettings) {
  const headersTimeout = settings.HEADERS_TIMEOUT_SECONDS * 1000;
  const requestTimeout = Math.max(settings.REQUEST_TIMEOUT_SECONDS * 1000, headersTimeout);
  return {
    requestTimeout,
    connectionTimeout: requestTimeout,
    keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxRequestsPerSocket: settings.MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 10)),
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || !!request.headers['transfer-encoding'];

/**
 * A client that sends its body a trickle at a time would hold a connection (and a request's
 * memory) for as long as Node's whole-request limit. The body must arrive within
 * BODY_TIMEOUT_SECONDS of the headers, extended by one second per BODY_MIN_BYTES_PER_SECOND
 * bytes received: a picture on a slow phone keeps going, a byte a second is cut off.
 */
export function registerSlowBodyGuard(app: FastifyInstance, settings: TimeoutSettings) {
  const graceMs = settings.BODY_TIMEOUT_SECONDS * 1000;
  const rate = settings.BODY_MIN_BYTES_PER_SECOND;
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket as net.Socket | undefined;
    // Injected requests (tests) have no real socket, and their body is there at once.
    if (!hasBody(request) || typeof socket?.bytesRead !== 'number') return;
    const started = Date.now();
    const bytesAtStart = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      if (request.raw.complete || socket.destroyed) return;
      const allowedMs = graceMs + ((socket.bytesRead - bytesAtStart) / rate) * 1000;
      const leftMs = started + allowedMs - Date.now();
      if (leftMs > 0) {
        timer = setTimeout(check, leftMs);
        return;
      }
      request.log.warn('request body arrived too slowly: answered 408, connection closed');
      const res = reply.raw;
      if (res.headersSent) return socket.destroy();
      const answer = JSON.stringify({ status: 408, message: SLOW_BODY_MESSAGE });
      res.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(answer),
        connection: 'close',
      });
      res.end(answer, () => socket.destroy());
    };
    timer = setTimeout(check, graceMs);
    reply.raw.once('close', () => clearTimeout(timer));
    request.raw.once('end', () => clearTimeout(timer));
  });
}
