import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, slugParamsSchema } from '@estate/contracts';
import {
  agencyEditedSchema,
  agencyFormSchema,
  agencyLogoUploadSchema,
  agencyPublicSchema,
  myAgencyAnswerSchema,
  myAgencySchema,
} from '@estate/contracts/agencies';
import { documentOnlyBody } from '../../lib/http/document-only-body';
import { MAX_IMAGE_BYTES } from '../../lib/images';
import { limitWrites } from '../../plugins/write-limits';
import type { AgenciesService } from './agencies.service';

/** An agency as its members make and keep it (docs/product.md#agencies). */
export async function agenciesRoutes(
  app: FastifyInstance,
  { agencies }: { agencies: AgenciesService },
) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agencies'];
  const security = [{ token: [] }];
  const write = { onRequest: app.requireUser, preHandler: limitWrites(app, 'agencyChange') };

  r.post(
    '/agencies',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Creates an agency owned by the caller; it waits for staff verification',
        description:
          'A person belongs to one agency at most: 409 when the caller already does. The ' +
          'country, city and district must lie one inside the other (400).',
        body: agencyFormSchema,
        response: { 201: myAgencySchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await agencies.create(req.currentUser!.id, req.body)),
  );

  r.get(
    '/agencies/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's agency with its members (and, for the owner, open invitations)",
        response: { 200: myAgencyAnswerSchema },
      },
    },
    (req) => agencies.mine(req.currentUser!.id),
  );

  r.put(
    '/agencies/:id',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: "Edits the agency's details (owner)",
        description:
          'An edit of a verified or refused agency sends it back to review (`backToReview`). ' +
          'An agent gets 403; another agency answers 404.',
        params: idParamsSchema,
        body: agencyFormSchema,
        response: { 200: agencyEditedSchema },
      },
    },
    (req) => agencies.edit(req.currentUser!.id, req.params.id, req.body),
  );

  r.put(
    '/agencies/:id/logo',
    {
      ...write,
      validatorCompiler: documentOnlyBody,
      schema: {
        tags,
        security,
        summary: "Sets the agency's logo (owner)",
        description:
          'One picture (JPEG, PNG or WebP, at most 5 MB: 415 or 413 otherwise), stored as the ' +
          'profile photo is: square WebP copies of 256 and 128 px without metadata.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        body: agencyLogoUploadSchema,
        response: { 200: myAgencySchema },
      },
    },
    (req) => agencies.uploadLogo(req.currentUser!.id, req.params.id, req.parts()),
  );

  r.get(
    '/agencies/by-slug/:slug',
    {
      schema: {
        tags,
        summary: 'What anyone may read of an open agency: name, logo and the verified badge',
        params: slugParamsSchema,
        response: { 200: agencyPublicSchema },
      },
    },
    (req) => agencies.bySlug(req.params.slug),
  );
}
