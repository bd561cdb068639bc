import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currencyParamsSchema,
  exchangeRatesImportSchema,
  exchangeRatesSchema,
  exchangeRateUpdateSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import { limitWrites } from '../../plugins/write-limits';
import type { ExchangeRatesService } from './exchange-rates.service';

/**
 * The exchange rates (docs/product.md#exchange-rates): everyone reads them (the public pages
 * show "≈" prices with the rate's date), staff type or import them.
 */
export async function exchangeRatesRoutes(
  app: FastifyInstance,
  { rates }: { rates: ExchangeRatesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exchange rates'];
  const staff = {
    onRequest: app.requireRoles(...STAFF_ROLES),
    preHandler: limitWrites(app, 'exchangeRateChange'),
  };

  r.get(
    '/exchange-rates',
    { schema: { tags, response: { 200: exchangeRatesSchema } } },
    async (_req, reply) =>
      // A rate change shows within the public cache age, like every public answer.
      reply
        .header('cache-control', `public, max-age=${rates.cacheSeconds}`)
        .send(await rates.list()),
  );

  r.put(
    '/exchange-rates/:currency',
    {
      ...staff,
      schema: {
        tags,
        security: [{ token: [] }],
        params: currencyParamsSchema,
        body: exchangeRateUpdateSchema,
        response: { 200: exchangeRatesSchema },
      },
    },
    (req) => rates.update(req.params.currency, req.body),
  );

  r.post(
    '/exchange-rates/import',
    {
      ...staff,
      schema: {
        tags,
        security: [{ token: [] }],
        body: exchangeRatesImportSchema,
        response: { 200: exchangeRatesSchema },
      },
    },
    (req) => rates.importRates(req.body.xml),
  );
}
