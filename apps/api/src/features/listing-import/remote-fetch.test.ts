import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemote, type RemoteLimits } from './remote-fetch';

const FEED = '[{"ListingId": "A-1"}]';
const ETAG = '"v7"';
const MODIFIED = 'Mon, 07 Dec 2026 08:00:00 GMT';
let server: http.Server;
let limits: RemoteLimits;
let base: string;
const asked: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.headers);
    if (req.url === '/slow.json') return;
    const fresh =
      req.headers['if-none-match'] === ETAG || req.headers['if-modified-since'] === MODIFIED;
    if (fresh) return res.writeHead(304).end();
    res.writeHead(200, { etag: ETAG, 'last-modified': MODIFIED }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${host}`;
  limits = { maxBytes: 2 ** 20, timeoutMs: 2_000, maxRedirects: 3, allowedHosts: new Set([host]) };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('fetching an agency feed', () => {
  it('asks again with the last answer’s validators and hears "not modified"', async () => {
    const first = await fetchRemote(`${base}/feed.json`, limits, 'feed');
    expect(first).toMatchObject({ notModified: false, etag: ETAG, lastModified: MODIFIED });
    expect(first.notModified || first.bytes.toString()).toBe(FEED);

    expect(await fetchRemote(`${base}/feed.json`, limits, 'feed', { etag: ETAG })).toEqual({
      notModified: true,
    });
    expect(asked.at(-1)?.['if-none-match']).toBe(ETAG);
    const since = { lastModified: MODIFIED };
    expect(await fetchRemote(`${base}/feed.json`, limits, 'feed', since)).toEqual({
      notModified: true,
    });
  });

  it('names the feed when it does not answer in time or sits on a private address', async () => {
    const slow = fetchRemote(`${base}/slow.json`, { ...limits, timeoutMs: 200 }, 'feed');
    await expect(slow).rejects.toThrow('The feed did not arrive within 0.2 s.');
    const closed = fetchRemote(`${base}/feed.json`, { ...limits, allowedHosts: new Set() }, 'feed');
    await expect(closed).rejects.toThrow(
      'The feed address points to a private or local network, which the import does not reach.',
    );
  });
});
