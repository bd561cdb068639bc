import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertImageListSchema,
  advertImageRecordSchema,
  idSchema,
  imageOrderRequestSchema,
  imageUploadFieldsSchema,
  messageSchema,
} from '@estate/contracts';
import { documentOnlyBody } from '../../../lib/http/document-only-body';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_ADVERT } from '../../../lib/images';
import { limitWrites } from '../../../plugins/write-limits';
import type { ImagesService } from './images.service';

/** Advert pictures, the featured one and their order (docs/product.md#pictures). */
export async function imagesRoutes(app: FastifyInstance, { images }: { images: ImagesService }) {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      // One more than allowed, so the extra file gets the 409 with its message.
      files: MAX_IMAGES_PER_ADVERT + 1,
      fields: 8 * MAX_IMAGES_PER_ADVERT,
      fieldSize: 4096,
      parts: 10 * MAX_IMAGES_PER_ADVERT,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['images'];
  const security = [{ token: [] }];
  const owner = { onRequest: app.requireUser };
  const id = z.object({ id: idSchema });
  const advertId = z.object({ advertId: idSchema });
  // Deleting, featuring and ordering pictures share one allowance.
  const change = { ...owner, preHandler: limitWrites(app, 'pictureChange') };

  r.post(
    '/images/:advertId',
    {
      ...owner,
      preHandler: limitWrites(app, 'pictureUpload'),
      validatorCompiler: documentOnlyBody,
      schema: {
        tags,
        security,
        description:
          'Adds pictures to an advert (its owner or staff). Several `multipartFile` parts may be sent; the n-th `name` and `featured` belong to the n-th file. All are stored or none.',
        consumes: ['multipart/form-data'],
        params: advertId,
        body: imageUploadFieldsSchema,
        response: { 201: advertImageListSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await images.upload(req.currentUser!, req.params.advertId, req.parts())),
  );

  r.get(
    '/images/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        description: 'One picture: anyone for a public advert, else its owner and staff.',
        params: id,
        response: { 200: advertImageRecordSchema },
      },
    },
    (req) => images.get(req.currentUser, req.params.id),
  );

  r.get(
    '/images/advert/:advertId',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        description: "An advert's pictures in gallery order (same visibility as one picture).",
        params: advertId,
        response: { 200: advertImageListSchema },
      },
    },
    (req) => images.list(req.currentUser, req.params.advertId),
  );

  r.delete(
    '/images/:id',
    { ...change, schema: { tags, security, params: id, response: { 200: messageSchema } } },
    (req) => images.remove(req.currentUser!, req.params.id),
  );

  r.put(
    '/images/:id/featured',
    {
      ...change,
      schema: {
        tags,
        security,
        description: "Makes this the advert's one featured picture; answers the gallery.",
        params: id,
        response: { 200: advertImageListSchema },
      },
    },
    (req) => images.setFeatured(req.currentUser!, req.params.id),
  );

  r.put(
    '/images/:advertId/order',
    {
      ...change,
      schema: {
        tags,
        security,
        description: 'New gallery order: every picture id of the advert, each once.',
        params: advertId,
        body: imageOrderRequestSchema,
        response: { 200: advertImageListSchema },
      },
    },
    (req) => images.reorder(req.currentUser!, req.params.advertId, req.body.ids),
  );
}
