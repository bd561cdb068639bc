import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmCodeParamsSchema,
  emailChangeRequestSchema,
  messageSchema,
  resendConfirmationRequestSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { AccountsService } from './accounts.service';

/** The body's e-mail address, counted by the per-e-mail allowances. */
const bodyEmail = (req: { body: unknown }) => (req.body as { email: string }).email;

/**
 * Sending the confirmation again, and the change of e-mail address with its ways back
 * (docs/product.md#change-of-e-mail).
 */
export async function accountEmailRoutes(
  app: FastifyInstance,
  { accounts }: { accounts: AccountsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.post(
    '/auth/resend-confirmation',
    {
      preHandler: limitWrites(app, 'confirmationResend', bodyEmail),
      schema: { tags, body: resendConfirmationRequestSchema, response: { 200: messageSchema } },
    },
    (req) => accounts.resendConfirmation(req.body.email),
  );

  r.post(
    '/user/auth/email',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'emailChange', bodyEmail),
      schema: {
        tags,
        security: [{ token: [] }],
        body: emailChangeRequestSchema,
        response: { 200: messageSchema },
      },
    },
    (req) => accounts.requestEmailChange(req.currentUser!, req.body, req.ip),
  );

  r.post(
    '/auth/email-confirm/:code',
    { schema: { tags, params: confirmCodeParamsSchema, response: { 200: messageSchema } } },
    (req) => accounts.confirmEmailChange(req.params.code),
  );

  // The old address's links: the notice's "cancel this change" and the 7-day revert.
  r.post(
    '/auth/email-change/cancel/:code',
    { schema: { tags, params: confirmCodeParamsSchema, response: { 200: messageSchema } } },
    (req) => accounts.cancelEmailChange(req.params.code),
  );

  r.post(
    '/auth/email-change/revert/:code',
    { schema: { tags, params: confirmCodeParamsSchema, response: { 200: messageSchema } } },
    (req) => accounts.revertEmailChange(req.params.code),
  );
}
