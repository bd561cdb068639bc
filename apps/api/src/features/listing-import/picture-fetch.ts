import http from 'node:http';
import https from 'node:https';
import { IMAGE_UPLOAD_LIMITS, sniffImageFormat } from '@estate/contracts';
import { globalHttpAgent, globalHttpsAgent } from 'request-filtering-agent';

export interface PictureFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** `host:port` pairs the operator lets through although private or local (IMPORT_ALLOWED_HOSTS). */
  allowedHosts: ReadonlySet<string>;
}

export const PICTURE_FETCH_LIMITS: Omit<PictureFetchLimits, 'allowedHosts'> = {
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

/** Why a picture of a listing was not fetched: a sentence for the import's report. */
export class PictureFetchError extends Error {}

export const PICTURE_FETCH_MESSAGES = {
  scheme: 'A picture must be an http or https address.',
  privateAddress:
    'The picture address points to a private or local network, which the import does not reach.',
  status: (status: number) => `The picture address answered ${status}.`,
  tooLarge: (mb: number) => `The picture is over ${mb} MB.`,
  notAPicture: 'The address does not give a JPEG, PNG or WebP picture.',
  timeout: (seconds: number) => `The picture did not arrive within ${seconds} s.`,
  redirects: 'The picture address redirects too many times.',
  unreachable: 'The picture address could not be reached.',
} as const;
const M = PICTURE_FETCH_MESSAGES;

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The agent for one hop: the operator's allowed hosts go direct, others past the address filter. */
function agentFor(url: URL, allowed: ReadonlySet<string>): http.Agent {
  const direct = allowed.has(`${url.hostname}:${portOf(url)}`);
  if (url.protocol === 'https:') return direct ? https.globalAgent : globalHttpsAgent;
  return direct ? http.globalAgent : globalHttpAgent;
}

/** One request: the response, or where a redirect points. */
function requestOnce(url: URL, limits: PictureFetchLimits, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const request = get(url, { agent: agentFor(url, limits.allowedHosts), signal }, resolve);
    request.on('error', reject);
  });
}

async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new PictureFetchError(M.tooLarge(maxBytes / 2 ** 20));
  if (declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The refusals of the address filter and of a timed-out request, in the report's words. */
function explain(error: unknown, limits: PictureFetchLimits): PictureFetchError {
  if (error instanceof PictureFetchError) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/is not allowed/.test(text)) return new PictureFetchError(M.privateAddress);
  if (/AbortError|TimeoutError|aborted/i.test(text))
    return new PictureFetchError(M.timeout(limits.timeoutMs / 1000));
  return new PictureFetchError(M.unreachable);
}

/**
 * A listing's picture fetched by the server (docs/catalogue-format.md): http or https only; a
 * private, loopback or link-local address refused at connect time (DNS included) unless its
 * `host:port` is allowed; each redirect checked the same way; at most `maxBytes`, within
 * `timeoutMs` in all; the bytes must be a JPEG, PNG or WebP whatever the server says.
 */
export async function fetchPicture(address: string, limits: PictureFetchLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new PictureFetchError(M.scheme);
      const response = await requestOnce(url, limits, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new PictureFetchError(M.redirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new PictureFetchError(M.status(status));
      }
      const bytes = await readBody(response, limits.maxBytes);
      if (!sniffImageFormat(bytes)) throw new PictureFetchError(M.notAPicture);
      return bytes;
    }
  } catch (error) {
    throw explain(error, limits);
  }
}
