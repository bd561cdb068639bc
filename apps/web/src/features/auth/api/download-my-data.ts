import { API_BASE_URL } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { readToken } from '../../../lib/token-storage';

const FALLBACK_NAME = 'my-data.json';

/** The file name the server gave in Content-Disposition. */
const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_NAME;

/**
 * "Download my data": GET /user/auth/export with the session's token, handed to the browser as
 * the file the server named (a plain link would not carry the token;
 * docs/product.md#downloading-ones-data).
 */
export async function downloadMyData(): Promise<string> {
  const token = await readToken();
  const response = await fetch(`${API_BASE_URL}/user/auth/export`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? 'Your data could not be downloaded.');
  }
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
