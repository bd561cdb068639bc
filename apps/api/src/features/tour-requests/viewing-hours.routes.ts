import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  tourSlotsParamsSchema,
  tourSlotsQuerySchema,
  tourSlotsSchema,
  viewingHoursInputSchema,
  viewingHoursSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { TourCalendarService } from './tour-calendar.service';
import type { ViewingHoursService } from './viewing-hours.service';

const noStore = { 'cache-control': 'private, no-store' };

/** Viewing hours, the slots of a day and the calendar file of a tour (docs/product.md#viewing-hours). */
export async function viewingHoursRoutes(
  app: FastifyInstance,
  { hours, calendar }: { hours: ViewingHoursService; calendar: TourCalendarService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tour requests'];
  const security = [{ token: [] }];

  r.get(
    '/tourRequest/slots/:advertId',
    {
      schema: {
        tags,
        description:
          "A public advert's 48 half-hour slots of a date: free, outside hours, taken or past.",
        params: tourSlotsParamsSchema,
        querystring: tourSlotsQuerySchema,
        response: { 200: tourSlotsSchema },
      },
    },
    // Approvals change the answer at any moment: kept a few seconds at most (the server re-checks).
    async (req, reply) =>
      reply
        .headers({ 'cache-control': 'public, max-age=5' })
        .send(await hours.slots(req.params.advertId, req.query.date)),
  );

  r.get(
    '/tourRequest/viewing-hours/:advertId',
    {
      schema: {
        tags,
        description:
          "A public advert's viewing hours in its property's time zone (the default ones when its owner set none).",
        params: tourSlotsParamsSchema,
        response: { 200: viewingHoursSchema },
      },
    },
    // Owners change their hours rarely; the booking itself is checked again on the server.
    async (req, reply) =>
      reply
        .headers({ 'cache-control': 'public, max-age=60' })
        .send(await hours.publicHours(req.params.advertId)),
  );

  r.get(
    '/adverts/auth/:id/viewing-hours',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: idParamsSchema, response: { 200: viewingHoursSchema } },
    },
    async (req, reply) =>
      reply.headers(noStore).send(await hours.hours(req.currentUser!, req.params.id)),
  );

  r.put(
    '/adverts/auth/:id/viewing-hours',
    {
      onRequest: app.requireUser,
      preHandler: limitWrites(app, 'viewingHoursChange'),
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: viewingHoursInputSchema,
        response: { 200: viewingHoursSchema },
      },
    },
    async (req) => hours.saveHours(req.currentUser!, req.params.id, req.body),
  );

  r.get(
    '/tourRequest/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: 'An approved tour as an iCalendar file, for its guest and its owner.',
        params: idParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (req, reply) =>
      reply
        .headers({
          ...noStore,
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="tour-${req.params.id}.ics"`,
        })
        .send(await calendar.ics(req.currentUser!, req.params.id)),
  );
}
