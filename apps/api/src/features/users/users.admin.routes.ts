import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idSchema,
  messageSchema,
  pageOf,
  userAdminQuerySchema,
  userAdminUpdateSchema,
  userLogSchema,
  userSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import type { UsersAdminService } from './users.admin.service';

/** The back office's accounts (docs/product.md#users); the rules are in the service. */
export async function usersAdminRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: UsersAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ token: [] }];
  const staffOnly = { onRequest: app.requireRoles(...STAFF_ROLES) };
  const params = z.object({ id: idSchema });

  r.get(
    '/user/admin',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        querystring: userAdminQuerySchema,
        response: { 200: pageOf(userSchema) },
      },
    },
    (req) => accounts.page(req.query),
  );

  r.put(
    '/user/:id/admin',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        params,
        body: userAdminUpdateSchema,
        response: { 200: userSchema },
      },
    },
    (req) => accounts.update(req.currentUser!, req.params.id, req.body),
  );

  r.delete(
    '/user/:id/admin',
    { ...staffOnly, schema: { tags, security, params, response: { 200: messageSchema } } },
    (req) => accounts.remove(req.currentUser!, req.params.id),
  );

  r.get(
    '/logs/:userId',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        params: z.object({ userId: idSchema }),
        response: { 200: z.array(userLogSchema) },
      },
    },
    (req) => accounts.logs(req.params.userId),
  );
}
