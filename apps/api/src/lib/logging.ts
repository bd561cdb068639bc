import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Env } from '../config/env';

/** The confirmation code is a password for one use: it never goes into a log line. */
export const redactUrl = (url: string) =>
  url.replace(/(\/registerconfirm\/)[^/?#]+/gi, '$1[redacted]');

const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+\.[A-Za-z]{2,}/g;
const redactText = (text: string) =>
  text.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]').replace(EMAIL, '[e-mail]');

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
