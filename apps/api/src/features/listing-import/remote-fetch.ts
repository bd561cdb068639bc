import http from 'node:http';
import https from 'node:https';
import { globalHttpAgent, globalHttpsAgent } from 'request-filtering-agent';

export interface RemoteLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** `host:port` pairs the operator lets through although private or local (IMPORT_ALLOWED_HOSTS). */
  allowedHosts: ReadonlySet<string>;
}

/** What is fetched, as the report names it: a listing's picture or the agency's feed. */
export type RemoteThing = 'picture' | 'feed';

/** Why a file was not fetched: a sentence for the import's report or the owner's mail. */
export class RemoteFetchError extends Error {}

export const REMOTE_FETCH_MESSAGES = {
  scheme: (thing: RemoteThing) => `A ${thing} must be an http or https address.`,
  privateAddress: (thing: RemoteThing) =>
    `The ${thing} address points to a private or local network, which the import does not reach.`,
  status: (thing: RemoteThing, status: number) => `The ${thing} address answered ${status}.`,
  tooLarge: (thing: RemoteThing, mb: number) => `The ${thing} is over ${mb} MB.`,
  timeout: (thing: RemoteThing, seconds: number) =>
    `The ${thing} did not arrive within ${seconds} s.`,
  redirects: (thing: RemoteThing) => `The ${thing} address redirects too many times.`,
  unreachable: (thing: RemoteThing) => `The ${thing} address could not be reached.`,
} as const;
const M = REMOTE_FETCH_MESSAGES;

/** A conditional request's validators (a feed's last answer), and what a fetch gives. */
export interface Validators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}
export type RemoteAnswer =
  { notModified: true } | ({ notModified: false; bytes: Buffer } & Validators);

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The agent for one hop: the operator's allowed hosts go direct, others past the address filter. */
function agentFor(url: URL, allowed: ReadonlySet<string>): http.Agent {
  const direct = allowed.has(`${url.hostname}:${portOf(url)}`);
  if (url.protocol === 'https:') return direct ? https.globalAgent : globalHttpsAgent;
  return direct ? http.globalAgent : globalHttpAgent;
}

/** One request: the response, or where a redirect points. */
function requestOnce(url: URL, limits: RemoteLimits, signal: AbortSignal, since: Validators) {
  const headers: Record<string, string> = {};
  if (since.etag) headers['if-none-match'] = since.etag;
  if (since.lastModified) headers['if-modified-since'] = since.lastModified;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const agent = agentFor(url, limits.allowedHosts);
    const request = get(url, { agent, signal, headers }, resolve);
    request.on('error', reject);
  });
}

async function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  thing: RemoteThing,
): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const tooLarge = () => new RemoteFetchError(M.tooLarge(thing, maxBytes / 2 ** 20));
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
function explain(error: unknown, limits: RemoteLimits, thing: RemoteThing): RemoteFetchError {
  if (error instanceof RemoteFetchError) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/is not allowed/.test(text)) return new RemoteFetchError(M.privateAddress(thing));
  if (/AbortError|TimeoutError|aborted/i.test(text))
    return new RemoteFetchError(M.timeout(thing, limits.timeoutMs / 1000));
  return new RemoteFetchError(M.unreachable(thing));
}

/**
 * A file fetched by the server for an import (docs/catalogue-format.md): http or https only; a
 * private, loopback or link-local address refused at connect time (DNS included) unless its
 * `host:port` is allowed; each redirect checked the same way; at most `maxBytes`, within
 * `timeoutMs` in all. With validators it asks conditionally, and a 304 is `notModified`.
 */
export async function fetchRemote(
  address: string,
  limits: RemoteLimits,
  thing: RemoteThing,
  since: Validators = {},
): Promise<RemoteAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RemoteFetchError(M.scheme(thing));
      const response = await requestOnce(url, limits, signal, since);
      const status = response.statusCode ?? 0;
      if (status === 304 && (since.etag || since.lastModified)) {
        response.resume();
        return { notModified: true };
      }
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new RemoteFetchError(M.redirects(thing));
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteFetchError(M.status(thing, status));
      }
      const bytes = await readBody(response, limits.maxBytes, thing);
      const etag = response.headers.etag;
      const lastModified = response.headers['last-modified'];
      return { notModified: false, bytes, etag, lastModified };
    }
  } catch (error) {
    throw explain(error, limits, thing);
  }
}
