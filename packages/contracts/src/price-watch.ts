import { z } from 'zod';

/**
 * One change of an advert's price (docs/product.md#price-watch): the page tells it as
 * "Reduced by 5 % on 3 November".
 */
export const priceChangeSchema = z.object({
  oldPrice: z.number(),
  newPrice: z.number(),
  changedAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The share of `oldPrice` a change took off (negative for a rise), in whole per cent. */
export const percentChange = ({
  oldPrice,
  newPrice,
}: Pick<PriceChange, 'oldPrice' | 'newPrice'>) =>
  oldPrice === 0 ? 0 : Math.round(((oldPrice - newPrice) / oldPrice) * 100);
