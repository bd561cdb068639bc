import { API_BASE_URL } from './api-client';
import { ApiError } from './api-error';
import { readToken } from './token-storage';

/** The file name the server gave in Content-Disposition, else `fallback`. */
const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET `path` with the session's token, handed to the browser as a download named as the server
 * named it (a plain link would not carry the token). Answers the file's name; a refusal throws
 * the server's message, or `failed`.
 */
export async function downloadWithSession(
  path: string,
  { fallbackName, failed }: { fallbackName: string; failed: string },
): Promise<string> {
  const token = await readToken();
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(response.status, body?.message ?? failed);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
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
