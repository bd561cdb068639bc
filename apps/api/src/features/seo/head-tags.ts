/** What the server writes into the page head so search engines and link previews see real content. */
export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
  /** The page's main picture, fetched with the HTML instead of after the scripts. */
  preloadImage?: { href: string; srcset: string; sizes: string };
}

const escapeHtml = (s: string) =>
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
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<link\s+rel="canonical"[^>]*>/i, '');
  // A replacer function: a `$&` in a title or description must stay text.
  return cleaned.replace(/<\/head>/i, () => `  ${renderHeadTags(tags)}\n  </head>`);
}
