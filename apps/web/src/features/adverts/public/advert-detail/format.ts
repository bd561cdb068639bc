const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown as US dollars with cents: `$1,250,000.00` (docs/product.md#prices). */
export const formatPrice = (price: number): string => usd.format(price);

/** "Date published" is the first 10 characters of the creation date (docs/product.md#constants). */
export const publishedDate = (createAt: string): string => createAt.slice(0, 10);
