import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import * as contracts from '@estate/contracts';
import * as agencyContracts from '@estate/contracts/agencies';
import { toWireError } from '../plugins/error-handler';
import { JSON_ONLY_MESSAGE } from '../plugins/request-guards';
import * as errors from '../lib/errors';
import { tooManyFromAccount, tooManyFromAddress, WRITE_LIMITS } from '../lib/write-limits';
import { MAILS_EN } from './mails.en';
import { MAILS_TR } from './mails.tr';
import { MESSAGES_TR } from './messages.tr';
import { PAGES_EN } from './pages.en';
import { PAGES_TR } from './pages.tr';
import { isTranslated, placeholdersOf, translateMessage } from './translate-message';
import { zodDefaultMessage } from './zod-messages';
import { z } from 'zod';

/** Every sentence a `*_MESSAGES` constant holds; a sentence with parts is made with sample parts. */
function sentencesOf(constants: Record<string, unknown>, all = false): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') {
      // A count or a wait first; a status where a sentence names one.
      const make = value as (part: unknown) => unknown;
      let made: unknown;
      try {
        made = make(7);
      } catch {
        made = make('PENDING');
      }
      walk(made);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(constants))
    if ((all && typeof value === 'object') || name.endsWith('_MESSAGES')) walk(value);
  return out;
}

const featuresDir = fileURLToPath(new URL('../features', import.meta.url));
const serverModules: Array<Record<string, unknown>> = await Promise.all(
  fs
    .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.messages.ts'))
    .map((file) => import(path.join(featuresDir, file)) as Promise<Record<string, unknown>>),
);

const FRAMEWORK_CODES = [
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_ERR_BAD_URL',
  'FST_ERR_MAX_PARAM_LENGTH',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
];

/** The sentences people read from the server: the catalogue must have each in Turkish. */
const englishSentences = [
  ...sentencesOf(contracts),
  ...sentencesOf(agencyContracts),
  // A server module of messages holds nothing else: every object it exports is read.
  ...serverModules.flatMap((module) => sentencesOf(module, true)),
  ...Object.keys(WRITE_LIMITS).flatMap((action) => [
    tooManyFromAccount(action as keyof typeof WRITE_LIMITS)(3),
    tooManyFromAddress(action as keyof typeof WRITE_LIMITS)(5400),
  ]),
  ...FRAMEWORK_CODES.map((code) => toWireError({ code } as FastifyError)!.message),
  errors.unauthorized().message,
  errors.forbidden().message,
  errors.notFound().message,
  errors.serviceUnavailable().message,
  JSON_ONLY_MESSAGE,
  'No endpoint GET /api/nothing-here',
  'firstName: Required',
  'Max 50 characters',
];

describe('the server messages in both languages', () => {
  it('has a Turkish sentence for every English one people can read', () => {
    expect(serverModules.length).toBeGreaterThanOrEqual(9);
    expect(englishSentences.length).toBeGreaterThan(150);
    expect(englishSentences.filter((sentence) => !isTranslated(sentence))).toEqual([]);
  });

  it('keeps every English sentence word for word in English', () => {
    for (const sentence of englishSentences)
      expect(translateMessage(sentence, 'en')).toBe(sentence);
  });

  it('names the same parts in both languages', () => {
    const mismatched = Object.entries(MESSAGES_TR).filter(
      ([en, tr]) => placeholdersOf(en).join() !== placeholdersOf(tr).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('translates a sentence built of parts, each part in turn', () => {
    expect(translateMessage(tooManyFromAddress('profileChange')(5400), 'tr')).toBe(
      'Ağınızdan çok fazla profil değişikliği geldi. Lütfen 2 saat bekleyip yeniden deneyin.',
    );
    expect(translateMessage('firstName: Max 50 characters', 'tr')).toBe(
      'firstName: En fazla 50 karakter',
    );
  });

  it("reads zod's own messages in Turkish and leaves ours to the catalogue", () => {
    const schema = z.object({
      n: z.number().max(5),
      s: z.string(),
      ours: z.string().min(1, 'Required'),
    });
    const issues = schema.safeParse({ n: 9, s: 3, ours: '' }).error!.issues;
    const turkish = issues.map(({ code, message, path: _path, ...params }) =>
      zodDefaultMessage({ code, message, params }, 'tr'),
    );
    expect(turkish[0]).toMatch(/^Çok büyük/);
    expect(turkish[1]).toMatch(/^Geçersiz değer: .*number$/);
    expect(turkish[2]).toBeUndefined();
    expect(
      zodDefaultMessage({ code: issues[0]!.code, message: issues[0]!.message, params: {} }, 'en'),
    ).toBeUndefined();
  });

  it("keeps the specification's Turkish texts Turkish in both languages", () => {
    for (const text of ['Data silindi', 'Yükleniyor...']) {
      expect(translateMessage(text, 'en')).toBe(text);
      expect(translateMessage(text, 'tr')).toBe(text);
      expect(Object.values(MAILS_EN)).not.toContain(text);
    }
  });
});

describe.each([
  ['e-mails', MAILS_EN, MAILS_TR],
  ['pages for search engines', PAGES_EN, PAGES_TR],
])('the %s in both languages', (_name, english, turkish) => {
  it('has every sentence in both, with the same parts', () => {
    expect(Object.keys(turkish).sort()).toEqual(Object.keys(english).sort());
    const en = english as Record<string, string>;
    for (const [key, tr] of Object.entries(turkish)) {
      expect(tr, key).not.toBe('');
      expect(placeholdersOf(tr), key).toEqual(placeholdersOf(en[key]!));
    }
  });
});
