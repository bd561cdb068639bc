import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryAdminQuerySchema,
  categoryFormSchema,
  categorySchema,
  idParamsSchema,
  messageSchema,
  pageOf,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import { CATEGORY_MESSAGES } from './categories.messages';
import type { CategoriesService } from './categories.service';

/** Categories: the back office's list, create, update and delete (staff only). */
export async function categoriesRoutes(
  app: FastifyInstance,
  { categories }: { categories: CategoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['categories'], security: [{ token: [] }] };
  const onRequest = app.requireRoles(...STAFF_ROLES);

  r.get(
    '/categories/admin',
    {
      onRequest,
      schema: {
        ...common,
        querystring: categoryAdminQuerySchema,
        response: { 200: pageOf(categorySchema) },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'private, no-store').send(await categories.list(req.query)),
  );

  r.post(
    '/categories',
    {
      onRequest,
      schema: { ...common, body: categoryFormSchema, response: { 201: categorySchema } },
    },
    async (req, reply) => reply.code(201).send(await categories.create(req.body)),
  );

  r.put(
    '/admin-category/:id',
    {
      onRequest,
      schema: {
        ...common,
        params: idParamsSchema,
        body: categoryFormSchema,
        response: { 200: categorySchema },
      },
    },
    async (req) => categories.update(req.params.id, req.body),
  );

  r.delete(
    '/admin-category/:id',
    { onRequest, schema: { ...common, params: idParamsSchema, response: { 200: messageSchema } } },
    async (req) => {
      await categories.remove(req.params.id);
      return { message: CATEGORY_MESSAGES.deleted };
    },
  );
}
