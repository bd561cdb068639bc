import type { FastifyInstance } from 'fastify';
import type { Language } from '@estate/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head-tags';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The build manifest of `distDir`, read again when a rebuild replaced it; empty without one (an
 * older build, or the tests' stand-in page), which only leaves the modules to the page itself.
 */
export function createManifestReader(distDir: string): () => Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } = { mtimeMs: -1, manifest: {} };
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== cached.mtimeMs) {
      let manifest: Manifest = {};
      try {
        if (mtimeMs) manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
      } catch {
        // Half written by a running build: the next request reads it again.
        return manifest;
      }
      cached = { mtimeMs, manifest };
    }
    return cached.manifest;
  };
}

/**
 * `<link rel="modulepreload">` for `modules` (source paths) and every chunk they import that the
 * page does not already load, so a lazily loaded page's code downloads beside the entry's. At low
 * priority: none of it runs before the entry has, so on a slow link the entry and the page's
 * largest picture come first (docs/product.md#first-load).
 */
export function modulePreloadTags(manifest: Manifest, modules: string[], html: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`);
}

/**
 * The answers of `reads` (API paths under /api), asked of this same process as the page would ask
 * them, by read. A read that does not answer 200 with JSON is left out: the page then asks for it
 * itself.
 */
export async function initialAnswers(
  app: FastifyInstance,
  reads: string[],
  language: Language = 'en',
): Promise<Map<string, string>> {
  const answers = await Promise.all(
    reads.map(async (read) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api${read}`,
        // The page's language: its answers name types and categories in it.
        headers: { accept: 'application/json', 'accept-language': language },
      });
      const json =
        res.statusCode === 200 && /^application\/json/.test(`${res.headers['content-type']}`);
      return json ? ([read, res.body] as const) : undefined;
    }),
  );
  return new Map(answers.filter((a) => a !== undefined));
}

/** The answers as one JSON block the web app takes its start-up data from (lib/initial-data.ts). */
export function initialDataTag(answers: Map<string, string>, language: Language = 'en'): string {
  if (answers.size === 0) return '';
  const entries = [...answers].map(([read, body]) => `${JSON.stringify(read)}:${body}`);
  // JSON inside <script> must not be able to close the tag: `<` only occurs inside strings.
  const body = `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  // The web app takes them only when it reads the page in this language.
  return `<script type="application/json" id="initial-data" data-language="${language}">${body}</script>`;
}

/**
 * The start-up frame's logo with the site's name (index.html's `data-site-name`), from the site
 * details answered into the page, so the header bar reads as it will once the app runs.
 */
export function withSiteName(html: string, siteAnswer: string | undefined): string {
  let name: unknown;
  try {
    name = (JSON.parse(siteAnswer ?? 'null') as { siteName?: unknown } | null)?.siteName;
  } catch {
    return html;
  }
  if (typeof name !== 'string' || !name) return html;
  return html.replace('data-site-name><', () => `data-site-name>${escapeHtml(name)}<`);
}
