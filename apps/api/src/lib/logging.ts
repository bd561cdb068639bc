import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Env } from '../config/env';

/**
 * The codes and signed tokens of e-mailed links are passwords for one use: they never go into a
 * log line (docs/product.md#platform). Each travels as the path segment after one of these words,
 * on its API route and its web page alike; a word may close a longer segment (`email-confirm`).
 */
export const SECRET_SEGMENT_AFTER = [
  'registerconfirm', // the registration confirmation code
  'confirm', // the e-mail change confirmation code: /email-confirm/{code}
  'unsubscribe', // saved-search and price-drop unsubscribe tokens
  'cancel', // the old address's "cancel this change" link: /email-change/cancel/{code}
  'revert', // the old address's revert link: /email-change/revert/{code}
  'agency-invitation', // an agency's invitation link: /agency-invitation/{token}
] as const;
/** Query parameters that carry such a secret, wherever they appear. */
export const SECRET_QUERY_PARAMETERS = ['code', 'token'] as const;

const SECRET_SEGMENT = new RegExp(
  `(/(?:[^/?#\\s]*[-_.])?(?:${SECRET_SEGMENT_AFTER.join('|')})/)[^/?#\\s]+`,
  'gi',
);
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#\\s]*`, 'gi');

export const redactUrl = (url: string) =>
  url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+\.[A-Za-z]{2,}/g;
// An error's text may quote the address it was asked for, secret included.
const redactText = (text: string) =>
  redactUrl(text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]').replace(EMAIL, '[e-mail]'));

function redactValues(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactValues(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      // A failed query's values: e-mail addresses, names, hashes.
      .filter(([key]) => key !== 'params')
      .map(([key, v]) => [key, redactValues(v, depth + 1)]),
  );
}

/**
 * Errors as pino writes them, without e-mail addresses or the values of a failed query. The
 * cause stays a field of its own: appended to the message, it went with the redacted values, and
 * a failed query's log lost the driver's reason and code.
 */
export const redactError = (err: Error) => redactValues(pino.stdSerializers.errWithCause(err));

export const logSerializers = {
  err: redactError,
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** How the log is written: readable lines for a person, or JSON lines for a log collector. */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT=auto: readable lines when the output is a terminal, JSON lines otherwise. */
export function logFormat(
  env: Pick<Env, 'LOG_FORMAT'>,
  isTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  if (env.LOG_FORMAT === 'auto') return isTerminal ? 'pretty' : 'json';
  return env.LOG_FORMAT;
}

export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>) {
  return {
    level: env.LOG_LEVEL,
    transport:
      logFormat(env) === 'pretty'
        ? {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          }
        : undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: logSerializers,
  };
}

/**
 * Requests for files rather than answers: the web build's scripts, styles and pictures, and the
 * uploaded picture files. A page load asks for dozens; at the default level they are not logged
 * (debug logs them), so the log shows what people did.
 */
export function isAssetRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/')) return pathname.startsWith('/api/images/file/');
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** The address a person opens for a server listening on `host`: a wildcard host is this machine. */
export function openAddress(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
