import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { isWebPage, type Language } from '@estate/contracts';
import { asLanguage } from '../../i18n';
import { firstLoadFor, SITE_READ } from './first-load';
import {
  createManifestReader,
  initialAnswers,
  initialDataTag,
  modulePreloadTags,
  withSiteName,
} from './first-load-html';
import { firstCardPreloads } from './first-card-preload';
import { injectHeadTags, type HeadTags } from './head-tags';

export interface WebPluginOptions {
  distDir: string;
  /** Head tags for a path (search engines, link previews); undefined keeps the page's defaults. */
  headFor(
    pathname: string,
    language: Language,
  ): Promise<HeadTags | { redirect: string } | undefined>;
}

/**
 * Serves the built single-page app: real files from the dist folder (hashed assets cached for a
 * year), and index.html with server-filled head tags for every other non-API path, so client-side
 * routes survive a reload and shared links show real titles. A public page also gets its first
 * load with it: its start-up API answers and its lazily loaded code (first-load.ts).
 */
export async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${opts.distDir}; run "npm run build" to serve the site.`);
    return;
  }
  // Re-read when a rebuild replaced it, so a running server never points at deleted assets.
  let cached = { mtimeMs: 0, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  const manifest = createManifestReader(opts.distDir);
  /** index.html with the head tags, the page's code preloads and its start-up answers. */
  const renderPage = async (url: string, head: HeadTags | undefined, language: Language) => {
    const [pathname, search = ''] = url.split(/(?=\?)/, 2) as [string, string?];
    let html = head ? injectHeadTags(indexHtml(), head) : indexHtml();
    const first = firstLoadFor(pathname, search);
    if (!first) return html;
    const answers = await initialAnswers(app, first.reads, language);
    html = withSiteName(html, answers.get(SITE_READ));
    const preloads = [
      ...firstCardPreloads(first.cardsRead && answers.get(first.cardsRead)),
      ...modulePreloadTags(
        manifest(),
        language === 'tr' ? [...first.modules, ...(first.turkishTexts ?? [])] : first.modules,
        html,
      ),
    ];
    // Replacer functions: the inserted text must never be read as a `$&` pattern.
    if (preloads.length)
      html = html.replace(/<\/head>/i, () => `  ${preloads.join('\n    ')}\n  </head>`);
    const data = initialDataTag(answers, language);
    return data ? html.replace(/<\/body>/i, () => `  ${data}\n  </body>`) : html;
  };
  // sendFile only: files are looked up per request, so a rebuild's new assets are found too. The
  // build writes .br and .gz beside its scripts and styles (smaller than compressing on the fly).
  await app.register(fastifyStatic, { root: opts.distDir, serve: false, preCompressed: true });
  const distRoot = path.resolve(opts.distDir) + path.sep;
  const builtFile = (pathname: string): string | undefined => {
    let rel: string;
    try {
      rel = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return undefined;
    }
    if (!rel || rel === 'index.html') return undefined;
    const abs = path.resolve(distRoot, rel);
    if (!abs.startsWith(distRoot)) return undefined;
    return fs.statSync(abs, { throwIfNoEntry: false })?.isFile() ? rel : undefined;
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ status: 404, message: `No endpoint ${request.method} ${pathname}` });
    }
    const file = builtFile(pathname);
    if (file) {
      // Hashed build assets never change under the same name.
      const immutable = file.startsWith('assets/');
      return reply.sendFile(
        file,
        immutable ? { maxAge: 31_536_000_000, immutable: true } : { maxAge: 0 },
      );
    }
    // `?lang=tr` is the Turkish page (the web app reads it too); any other value reads as English.
    const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
    const language = asLanguage(lang ?? 'en');
    const head = await opts.headFor(pathname, language).catch((err: unknown) => {
      request.log.error({ err }, 'head tags failed; serving the plain page');
      return undefined;
    });
    if (head && 'redirect' in head) return reply.redirect(head.redirect, 301);
    // A path the app has no page for, an advert page whose advert is not public or an agency
    // page of a closed or unknown agency, is a real 404 for crawlers; the app shows its not-found
    // page.
    const headed = pathname.startsWith('/property/') || pathname.startsWith('/agency/');
    const missing = !isWebPage(pathname) || (headed && !head);
    const status = missing ? 404 : 200;
    const html = status === 200 ? await renderPage(request.url, head, language) : indexHtml();
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
