import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profilePhotoUploadSchema, profileSchema } from '@estate/contracts';
import { documentOnlyBody } from '../../../lib/http/document-only-body';
import { MAX_IMAGE_BYTES } from '../../../lib/images';
import { limitWrites } from '../../../plugins/write-limits';
import type { ProfilePhotoService } from './photo.service';

/** The signed-in person's own profile photo (docs/product.md#profile-photo). */
export async function profilePhotoRoutes(
  app: FastifyInstance,
  { photos }: { photos: ProfilePhotoService },
) {
  await app.register(multipart, {
    // A second file is read only to be refused with its message.
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 4096, parts: 12 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const security = [{ token: [] }];
  const own = { onRequest: app.requireUser, preHandler: limitWrites(app, 'photoChange') };

  r.put(
    '/user/auth/photo',
    {
      ...own,
      validatorCompiler: documentOnlyBody,
      schema: {
        tags,
        security,
        description:
          'Sets the caller’s profile photo from one picture (JPEG, PNG or WebP by content, at most ' +
          '5 MB: 415 or 413 otherwise, and nothing changes). Stored as square WebP copies ' +
          '(256 and 128 px, the middle square of a picture that is not one) without metadata; ' +
          'the answer carries their addresses, new with every upload.',
        consumes: ['multipart/form-data'],
        body: profilePhotoUploadSchema,
        response: { 200: profileSchema },
      },
    },
    (req) => photos.upload(req.currentUser!, req.parts()),
  );

  r.delete(
    '/user/auth/photo',
    {
      ...own,
      schema: {
        tags,
        security,
        description: 'Removes the caller’s profile photo; their initials stand in again.',
        response: { 200: profileSchema },
      },
    },
    (req) => photos.remove(req.currentUser!),
  );
}
