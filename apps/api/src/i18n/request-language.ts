import { LANGUAGES, pickLanguage, type Language } from '@estate/contracts';

/** The tags of an `Accept-Language` header, most wanted first (q=0 means "not this one"). */
export function acceptedTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The language of a request's `Accept-Language`, English when it names none of ours. */
export const languageOfHeader = (header: string | undefined): Language =>
  pickLanguage(acceptedTags(header));

/** A stored or sent code as one of ours: anything unknown reads as the fallback. */
export const asLanguage = (code: unknown): Language => pickLanguage([String(code ?? '')]);

export const isLanguage = (code: unknown): code is Language =>
  LANGUAGES.some((language) => language === code);
