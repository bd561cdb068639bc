import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeleteRequestSchema,
  authResponseSchema,
  confirmCodeParamsSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  profileSchema,
  languageChangeSchema,
} from '@estate/contracts';
import { languageOf } from '../../i18n';
import { limitWrites } from '../../plugins/write-limits';
import type { AccountsService } from './accounts.service';
import type { AccountExportService } from './export/account-export.service';
import { accountExportRoutes } from './export/account-export.routes';
import { accountEmailRoutes } from './account-email.routes';

/** Session and account routes. */
export async function accountsRoutes(
  app: FastifyInstance,
  { accounts, accountExport }: { accounts: AccountsService; accountExport: AccountExportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  await accountEmailRoutes(app, { accounts });
  await accountExportRoutes(app, { accountExport });

  r.post(
    '/auth/login',
    { schema: { tags, body: loginRequestSchema, response: { 200: authResponseSchema } } },
    (req) => accounts.login(req.body, req.ip),
  );

  r.post(
    '/auth/register',
    { schema: { tags, body: registerRequestSchema, response: { 201: authResponseSchema } } },
    async (req, reply) =>
      reply.code(201).send(await accounts.register(req.body, req.ip, languageOf(req))),
  );

  r.post(
    '/auth/registerconfirm/:code',
    { schema: { tags, params: confirmCodeParamsSchema, response: { 200: messageSchema } } },
    (req) => accounts.confirmRegistration(req.params.code),
  );

  r.post(
    '/auth/forgot-password',
    { schema: { tags, body: forgotPasswordRequestSchema, response: { 200: messageSchema } } },
    (req) => accounts.forgotPassword(req.body.email, req.ip),
  );

  r.post(
    '/auth/reset-password',
    { schema: { tags, body: resetPasswordRequestSchema, response: { 200: messageSchema } } },
    (req) => accounts.resetPassword(req.body, req.ip),
  );

  const security = [{ token: [] }];
  r.post(
    '/auth/logout',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: messageSchema } } },
    (req) => accounts.logout(req.currentUser!),
  );

  r.get(
    '/user/auth',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: profileSchema } } },
    (req) => accounts.profile(req.currentUser!),
  );

  r.put(
    '/user/auth',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'profileChange'),
      schema: { tags, security, body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    (req) => accounts.updateProfile(req.currentUser!, req.body),
  );

  // docs/product.md#languages: kept on the account so that e-mails are written in it.
  r.put(
    '/user/auth/language',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'profileChange'),
      schema: {
        tags,
        security,
        description: 'Keeps the language the caller reads the site and their e-mails in.',
        body: languageChangeSchema,
        response: { 200: profileSchema },
      },
    },
    (req) => accounts.setLanguage(req.currentUser!, req.body.language),
  );

  r.patch(
    '/user/auth',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'passwordChange'),
      schema: {
        tags,
        security,
        body: passwordChangeRequestSchema,
        response: { 200: messageSchema.extend({ token: z.string() }) },
      },
    },
    (req) => accounts.changePassword(req.currentUser!, req.body, req.ip),
  );

  // docs/product.md#deleting-an-account: the password again, then everything of the person goes.
  r.delete(
    '/user/auth',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'accountDelete'),
      schema: {
        tags,
        security,
        description:
          "Deletes the caller's account and everything of theirs; their messages stay for the other side.",
        body: accountDeleteRequestSchema,
        response: { 200: messageSchema },
      },
    },
    (req) => accounts.deleteAccount(req.currentUser!, req.body, req.ip),
  );
}
