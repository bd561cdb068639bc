import { IMAGE_UPLOAD_LIMITS, sniffImageFormat } from '@estate/contracts';
import { fetchRemote, RemoteFetchError, type RemoteLimits } from './remote-fetch';

/** A listing's picture: an upload's size limit, ten seconds, three redirects. */
export const PICTURE_FETCH_LIMITS: Omit<RemoteLimits, 'allowedHosts'> = {
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

export const NOT_A_PICTURE = 'The address does not give a JPEG, PNG or WebP picture.';

/**
 * A listing's picture fetched by the server within the remote fetch's checks: the bytes must be a
 * JPEG, PNG or WebP whatever the server says (then handled as an upload is).
 */
export async function fetchPicture(address: string, limits: RemoteLimits): Promise<Buffer> {
  const answer = await fetchRemote(address, limits, 'picture');
  if (answer.notModified || !sniffImageFormat(answer.bytes))
    throw new RemoteFetchError(NOT_A_PICTURE);
  return answer.bytes;
}
