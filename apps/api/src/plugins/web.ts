import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built single-page app: real files from the dist folder (hashed assets cached for a
 * year), and index.html for every other non-API path so client-side routes survive a reload.
 */
export default async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${opts.distDir}; run "npm run build" to serve the site.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ status: 404, message: `No endpoint ${request.method} ${request.url}` });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
