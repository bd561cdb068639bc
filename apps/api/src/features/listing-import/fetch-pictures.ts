import pLimit from 'p-limit';
import { RemoteFetchError } from './remote-fetch';

/** Pictures an import fetches at once, whatever the file holds (docs/catalogue-format.md). */
export const PICTURES_AT_ONCE = 4;

/** Each address once: its bytes, or the sentence saying why it was not fetched. */
export type FetchedPictures = Map<string, Buffer | RemoteFetchError>;

/**
 * Fetches every distinct address with at most `atOnce` in flight; one failing address is a line
 * of the report for its listing, never the end of the import.
 */
export async function fetchPictures(
  addresses: Iterable<string>,
  fetchOne: (address: string) => Promise<Buffer>,
  atOnce = PICTURES_AT_ONCE,
): Promise<FetchedPictures> {
  const limit = pLimit(atOnce);
  const distinct = [...new Set(addresses)];
  const results = await Promise.all(
    distinct.map((address) =>
      limit(async () => {
        try {
          return await fetchOne(address);
        } catch (error) {
          return error instanceof RemoteFetchError ? error : new RemoteFetchError(String(error));
        }
      }),
    ),
  );
  return new Map(distinct.map((address, i) => [address, results[i]!]));
}
