import type { z } from 'zod';
import { currentLanguage, type Language } from '../i18n';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { readToken, saveToken } from './token-storage';

/** The API sends a fresh token here once the one sent is past half its life. */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

export const API_BASE_URL: string =
  (import.meta.env.VITE_API_BASE_URL as string | undefined) || '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /**
   * Sent as JSON. A bare string is sent as a JSON string (the forgot-password call does that); a
   * FormData as multipart/form-data (the profile photo).
   */
  body?: unknown;
  /** Send the stored token in the Authorization header. */
  auth?: boolean;
  /**
   * Parses the response; a mismatch is reported as an ApiError. A function loads the schema
   * beside the request, so zod is fetched and run only when such an answer is read, not with the
   * app's first code (docs/decisions/0013-web-first-load.md).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  /** A 401 is this call's own business, not the end of the session (the logout call). */
  ignoreUnauthorized?: boolean;
  /** The answer's language when not the reader's (an editor reads the English names). */
  language?: Language;
}

let onUnauthorized: ((message: string) => void) | undefined;

/** Called when an authenticated call answers 401: the session is over. */
export function setUnauthorizedHandler(handler: ((message: string) => void) | undefined): void {
  onUnauthorized = handler;
}

function isErrorBody(
  value: unknown,
): value is { message: string; validations?: Record<string, string> } {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Stores a renewed token, unless the session changed (logout, another login) meanwhile. */
async function keepRenewedToken(response: Response, sent: string): Promise<void> {
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && (await readToken()) === sent) await saveToken(renewed);
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, auth = false, schema, signal, ignoreUnauthorized } = options;
  const language = options.language ?? currentLanguage();
  // The server answers its messages in the language the person reads (docs/product.md#languages).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
  };
  const isForm = body instanceof FormData;
  // A form's type carries its boundary, which only the browser knows.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? await readToken() : null;
  if (token) headers.Authorization = token;

  const loadingSchema = typeof schema === 'function' ? schema() : schema;
  // Awaited only after a good answer; a failed request must not leave its rejection unhandled.
  if (loadingSchema instanceof Promise) loadingSchema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (token) await keepRenewedToken(response, token);
  const data = await readJson(response);
  if (!response.ok) {
    const error = isErrorBody(data)
      ? new ApiError(response.status, data.message, data.validations)
      : new ApiError(response.status, `The request failed (HTTP ${response.status}).`);
    if (response.status === 401 && auth && !ignoreUnauthorized) onUnauthorized?.(error.message);
    throw error;
  }
  const checker = await loadingSchema;
  if (!checker) return data as T;
  const parsed = checker.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}

/**
 * A public read on the pages' start-up path (lookups, home summaries, adverts, advert detail),
 * taken as the server sent it: the API checks these bodies against the same contract before
 * sending them, and checking them again here would put zod and the schemas (27 KB gzipped,
 * about 300 ms of a mid-range phone's main thread) into every first page load
 * (docs/decisions/0013-web-first-load.md).
 */
export const publicRead = <T>(
  path: string,
  options: Pick<RequestOptions<T>, 'auth' | 'signal'> = {},
): Promise<T> => apiRequest<T>(path, options);
