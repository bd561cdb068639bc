import type { Language } from '@estate/contracts';
import type { FastifyRequest } from 'fastify';
import { languageOf } from './localize-answer';
import { asLanguage } from './request-language';

/**
 * The language the site's own words are read in: the signed-in account's, else the request's
 * `Accept-Language`, else English (docs/product.md#the-sites-own-words).
 */
export const readerLanguage = (request: FastifyRequest): Language =>
  request.currentUser ? asLanguage(request.currentUser.language) : languageOf(request);
