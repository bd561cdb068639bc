import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors';
import { isValidKey, type FileStorage } from '../../../lib/storage';

/**
 * Serves stored image variants. Keys carry a random part and a file never changes once written,
 * so browsers and proxies may keep them for a year.
 */
export async function imageFilesRoutes(
  app: FastifyInstance,
  { files }: { files: Pick<FileStorage, 'get'> },
) {
  app.get('/images/file/*', { schema: { tags: ['images'], hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isValidKey(key)) throw notFound('No such image.');
    const file = await files.get(key);
    if (!file) throw notFound('No such image.');
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}
