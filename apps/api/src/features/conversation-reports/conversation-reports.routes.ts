import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationReportDecisionSchema,
  conversationReportDetailSchema,
  conversationReportItemSchema,
  conversationReportPageSchema,
  conversationReportsQuerySchema,
  idParamsSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import type { ConversationReportsService } from './conversation-reports.service';

/** The staff's queue of reported conversations (docs/product.md#conversation-reports). */
export async function conversationReportsRoutes(
  app: FastifyInstance,
  { reports }: { reports: ConversationReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversation-reports'];
  const security = [{ token: [] }];
  const staff = { onRequest: app.requireRoles(...STAFF_ROLES) };

  r.get(
    '/conversation-reports',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Reported conversations: waiting ones oldest first, or decided ones (staff)',
        querystring: conversationReportsQuerySchema,
        response: { 200: conversationReportPageSchema },
      },
    },
    (req) => reports.page(req.query),
  );

  r.get(
    '/conversation-reports/:id',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: "A report with its thread's latest 200 messages (staff)",
        params: idParamsSchema,
        response: { 200: conversationReportDetailSchema },
      },
    },
    (req) => reports.detail(req.params.id),
  );

  r.post(
    '/conversation-reports/:id/decision',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Dismisses a report or suspends the reported person (staff)',
        description:
          'SUSPEND ends every session of the reported person, who can no longer log in. A ' +
          'manager suspends customers only (403); nobody suspends themself (403). A report is ' +
          'decided once: a second decision answers 409. Who decided and when are kept.',
        params: idParamsSchema,
        body: conversationReportDecisionSchema,
        response: { 200: conversationReportItemSchema },
      },
    },
    (req) => {
      const user = req.currentUser!;
      const decider = {
        id: user.id,
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
      };
      return reports.decide(
        { ip: req.ip, userId: user.id, decider },
        req.params.id,
        req.body.action,
      );
    },
  );
}
