import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dryRunSchema,
  feedFormSchema,
  feedSchema,
  idParamsSchema,
  importParamsSchema,
  importQuerySchema,
  importRunSchema,
  importRunsSchema,
  importUploadSchema,
  IMPORT_RUN_MESSAGES as M,
  LISTING_FILE_LIMITS,
} from '@estate/contracts';
import { readerLanguage } from '../../i18n';
import { badRequest } from '../../lib/errors';
import { documentOnlyBody } from '../../lib/http/document-only-body';
import { isMalformedMultipart, MALFORMED_MULTIPART } from '../../lib/images';
import { limitWrites } from '../../plugins/write-limits';
import type { ListingImportService } from './listing-import.service';

/** The one file of the request, read whole (5 MB at most: 413 beyond). */
async function fileOf(req: FastifyRequest): Promise<Buffer> {
  try {
    const files: Buffer[] = [];
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push(await part.toBuffer());
    }
    if (files.length === 0) throw badRequest(M.noFile, { file: M.noFile });
    if (files.length > 1) throw badRequest(M.oneFile, { file: M.oneFile });
    return files[0]!;
  } catch (error) {
    throw isMalformedMultipart(error) ? badRequest(MALFORMED_MULTIPART) : error;
  }
}

const IMPORT_DESCRIPTION =
  "CSV or JSON as docs/catalogue-format.md describes, at most 5 MB and 5,000 listings. A dry run answers the counts and the refusals; an import answers 202 with the run, whose progress GET /agencies/{id}/imports/{importId} reads. With full=true the agency's adverts the file leaves out are switched off. One run per agency at a time (409).";

/** An agency's catalogue: dry runs, imports in the background, their progress and reports. */
export async function listingImportRoutes(
  app: FastifyInstance,
  { imports }: { imports: ListingImportService },
) {
  await app.register(multipart, {
    limits: { fileSize: LISTING_FILE_LIMITS.bytes, files: 2, fields: 5, fieldSize: 1024, parts: 7 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agency imports'];
  const security = [{ token: [] }];
  const owner = { onRequest: app.requireUser };
  const notMine = 'The owner only: another agency answers 404, an agent 403.';

  r.post(
    '/agencies/:id/imports',
    {
      ...owner,
      preHandler: limitWrites(app, 'agencyImport'),
      validatorCompiler: documentOnlyBody,
      schema: {
        tags,
        security,
        summary: 'Checks a catalogue file (dryRun=true) or imports it in the background',
        description: `${IMPORT_DESCRIPTION} ${notMine}`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: importQuerySchema,
        body: importUploadSchema,
        response: { 200: dryRunSchema, 202: importRunSchema },
      },
    },
    async (req, reply) => {
      const file = await fileOf(req);
      const { dryRun, full } = req.query;
      const language = readerLanguage(req);
      if (dryRun)
        return reply.send(
          await imports.dryRun(req.currentUser!, req.params.id, { file, full, language }),
        );
      return reply.code(202).send(await imports.start(req.currentUser!, req.params.id, file, full));
    },
  );

  importReadRoutes(app, imports);
  feedRoutes(app, imports);
}

/** The runs of an agency: the last ten, one with its progress, and its report. */
function importReadRoutes(app: FastifyInstance, imports: ListingImportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agency imports'];
  const security = [{ token: [] }];
  const owner = { onRequest: app.requireUser };
  const notMine = 'The owner only: another agency answers 404, an agent 403.';
  const noStore = { 'cache-control': 'private, no-store' };

  r.get(
    '/agencies/:id/imports',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The agency's last 10 runs, newest first",
        description: notMine,
        params: idParamsSchema,
        response: { 200: importRunsSchema },
      },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await imports.recent(req.currentUser!.id, req.params.id)),
  );

  r.get(
    '/agencies/:id/imports/:importId',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'One run and its progress',
        description: notMine,
        params: importParamsSchema,
        response: { 200: importRunSchema },
      },
    },
    async (req, reply) =>
      reply
        .headers(noStore)
        .send(await imports.run(req.currentUser!.id, req.params.id, req.params.importId)),
  );

  r.get(
    '/agencies/:id/imports/:importId/report',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: "The run's report as CSV: its counts and every refused field",
        description: notMine,
        params: importParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { id, importId } = req.params;
      const csv = await imports.report(req.currentUser!.id, id, importId, readerLanguage(req));
      return reply
        .headers({
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="import-${importId}.csv"`,
        })
        .send(csv);
    },
  );
}

/** The agency's feed, imported by the hourly job once a day (docs/catalogue-format.md). */
function feedRoutes(app: FastifyInstance, imports: ListingImportService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agency imports'];
  const security = [{ token: [] }];
  const description = 'The owner only: another agency answers 404, an agent 403.';

  r.get(
    '/agencies/:id/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The agency's feed: its address, last check and last failure",
        description,
        params: idParamsSchema,
        response: { 200: feedSchema },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await imports.feed(req.currentUser!.id, req.params.id)),
  );

  r.put(
    '/agencies/:id/feed',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'agencyChange'),
      schema: {
        tags,
        security,
        summary: 'Sets the feed the daily job imports as a full catalogue, or stops it (null)',
        description: `Asked with If-None-Match / If-Modified-Since; a failed run is mailed to the owner. ${description}`,
        params: idParamsSchema,
        body: feedFormSchema,
        response: { 200: feedSchema },
      },
    },
    (req) => imports.setFeed(req.currentUser!.id, req.params.id, req.body.url),
  );
}
