import type { Language } from '@estate/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfHeader } from './request-language';
import { translateMessage } from './translate-message';

/** The keys of the server's own answers that carry a sentence: errors and `{ message }`s. */
const MESSAGE_ANSWER_KEYS = new Set(['status', 'message', 'validations', 'token']);

type MessageAnswer = { message: string; validations?: Record<string, string> };

/**
 * Only answers made of these keys are read: an object that merely has a `message` field (a
 * contact message, a conversation's text) is a person's writing and is never translated.
 */
function isMessageAnswer(payload: unknown): payload is MessageAnswer {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  const answer = payload as Record<string, unknown>;
  return (
    typeof answer.message === 'string' &&
    Object.keys(answer).every((k) => MESSAGE_ANSWER_KEYS.has(k))
  );
}

export function localizeAnswer<T>(payload: T, language: Language): T {
  if (language === 'en' || !isMessageAnswer(payload)) return payload;
  const validations = payload.validations
    ? Object.fromEntries(
        Object.entries(payload.validations).map(([field, text]) => [
          field,
          translateMessage(text, language),
        ]),
      )
    : undefined;
  return {
    ...payload,
    message: translateMessage(payload.message, language),
    ...(validations ? { validations } : {}),
  };
}

/** The language a request asks for: its `Accept-Language` (docs/product.md#on-the-server). */
export const languageOf = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);

/** An answer written in the asked language tells caches it depends on `Accept-Language`. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/accept-language/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
}

/** Every error and `{ message }` answer in the request's language, English as the fallback. */
export function registerAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (isMessageAnswer(payload)) varyOnLanguage(reply);
    return localizeAnswer(payload, languageOf(request));
  });
}
