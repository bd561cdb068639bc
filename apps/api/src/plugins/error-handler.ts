import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, serviceUnavailable } from '../lib/errors';
import { redactUrl } from '../lib/logging';
import { JSON_ONLY_MESSAGE } from './request-guards';
import { summarizeValidations, validationsFromIssues } from '../lib/validation';
import { languageOf, localizeAnswer, varyOnLanguage, zodDefaultMessage } from '../i18n';
import type { Language } from '@estate/contracts';

type WireError = { status: number; message: string; validations?: Record<string, string> };

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, (e: FastifyError) => WireError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    status: 400,
    message: 'The request body is not valid JSON.',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ status: 400, message: 'The request body is empty.' }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ status: 413, message: 'The request body is too large.' }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({ status: 415, message: JSON_ONLY_MESSAGE }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    status: 400,
    message: 'The request body length is wrong.',
  }),
  FST_REQ_FILE_TOO_LARGE: () => ({ status: 413, message: 'The file is too large.' }),
  FST_FILES_LIMIT: () => ({ status: 413, message: 'Too many files in one request.' }),
  FST_ERR_BAD_URL: () => ({
    status: 400,
    message: 'The address is not valid: a % sign must start a code such as %20.',
  }),
  FST_ERR_MAX_PARAM_LENGTH: () => ({ status: 414, message: 'A part of the address is too long.' }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => ({
    status: 415,
    message: 'Send the file as multipart/form-data.',
  }),
};

/** `language` reads zod's own messages in it; the reply hook translates the rest (src/i18n). */
export function toWireError(error: unknown, language: Language = 'en'): WireError | undefined {
  if (error instanceof AppError) {
    return { status: error.status, message: error.message, validations: error.validations };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      code: v.keyword,
      path: v.instancePath.split('/').filter(Boolean),
      message:
        zodDefaultMessage(
          {
            code: v.keyword,
            message: v.message ?? '',
            params: v.params as Record<string, unknown>,
          },
          language,
        ) ??
        v.message ??
        'Invalid value',
      keys: (v.params as { keys?: string[] }).keys,
    }));
    const validations = validationsFromIssues(issues);
    return { status: 400, message: summarizeValidations(validations), validations };
  }
  const fe = error as FastifyError;
  const known = fe.code ? FRAMEWORK_MESSAGES[fe.code] : undefined;
  if (known) return known(fe);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, message: fe.message };
  }
  return undefined;
}

/**
 * Fastify's router refuses a malformed or over-long address before any hook or error handler
 * runs, and by default answers in its own shape; this gives those refusals the wire shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router answers before any hook runs: the answer is put in the asked language here.
  const language = languageOf(request);
  const wire = toWireError(error, language);
  varyOnLanguage(reply);
  if (wire) return reply.code(wire.status).send(localizeAnswer(wire, language));
  request.log.error({ err: error }, 'unexpected router error');
  return reply.code(500).send({ status: 500, message: 'Something went wrong on our side.' });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown, request, reply) => {
    // A database that is down or restarting is a passing state of the service, not a bug: 503.
    const unavailable = isDatabaseUnavailable(thrown);
    if (unavailable) request.log.warn({ err: thrown }, 'the database cannot be reached');
    const error = unavailable ? serviceUnavailable() : thrown;
    const wire = toWireError(error, languageOf(request));
    varyOnLanguage(reply);
    if (wire) {
      // A 503 with a cause is a store that failed; one without is a refusal of a busy moment (the
      // costly read cap, decision 0054), hundreds a second under attack: not worth a stack each.
      if (wire.status === 503 && !unavailable && (thrown as Error).cause !== undefined)
        request.log.warn({ err: thrown }, 'a shared store cannot be reached');
      if (wire.status === 429) request.log.warn({ url: redactUrl(request.url) }, wire.message);
      if (error instanceof AppError && error.retryAfterSeconds)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(wire.status).send(wire);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    return reply.code(500).send({
      status: 500,
      message: `Something went wrong on our side. Reference: ${request.id}`,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ status: 404, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` });
  });
}
