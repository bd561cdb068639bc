import { advertDetailSchema, type AdvertDetail } from '@estate/contracts';
import { ApiError } from '../../../lib/api-error';

/** Checks the detail answer against the contract, as the API client does for its callers. */
export function parseAdvertDetail(data: unknown): AdvertDetail {
  const parsed = advertDetailSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected answer.');
  return parsed.data;
}
