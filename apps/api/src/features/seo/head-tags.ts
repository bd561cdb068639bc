import { LANGUAGES, type Language } from '@estate/contracts';

/** A page's address in `language`: English is the bare path, Turkish the path with `?lang=tr`. */
export const addressIn = (url: string, language: Language) =>
  language === 'en' ? url : `${url}?lang=${language}`;

/** The page in every language, and the bare (English) address for anyone else. */
export const alternatesOf = (url: string): Array<[string, string]> => [
  ...LANGUAGES.map((language): [string, string] => [language, addressIn(url, language)]),
  ['x-default', url],
];

/** What the server writes into the page head so search engines and link previews see real content. */
export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  /** The page's language: `<html lang>` and `og:locale`. */
  language?: Language;
  /** `<link rel="alternate" hreflang>`: [language or x-default, address]. */
  alternates?: Array<[string, string]>;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
  /** The page's main picture, fetched with the HTML instead of after the scripts. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHeadTags(tags: HeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}">`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}">`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}">`,
    `<meta property="og:url" content="${escapeHtml(tags.canonical)}">`,
    `<meta property="og:type" content="${tags.type ?? 'website'}">`,
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}">`,
  ];
  for (const [hreflang, href] of tags.alternates ?? [])
    lines.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  if (tags.image) lines.push(`<meta property="og:image" content="${escapeHtml(tags.image)}">`);
  if (tags.preloadImage) {
    const p = tags.preloadImage;
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(p.href)}" imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes)}" fetchpriority="high">`,
    );
  }
  if (tags.jsonLd)
    lines.push(`<script type="application/ld+json">${safeJson(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/** Replaces the page's <title> (and any description/canonical it had) with the rendered tags. */
export function injectHeadTags(html: string, tags: HeadTags): string {
  const lang = tags.language ?? 'en';
  const cleaned = html
    .replace(/<html\b[^>]*>/i, (open) =>
      /\slang="[^"]*"/i.test(open)
        ? open.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
        : open.replace(/^<html/i, `<html lang="${lang}"`),
    )
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<link\s+rel="canonical"[^>]*>/i, '');
  // A replacer function: a `$&` in a title or description must stay text.
  return cleaned.replace(/<\/head>/i, () => `  ${renderHeadTags(tags)}\n  </head>`);
}
