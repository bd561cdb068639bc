import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPicture, PICTURE_FETCH_LIMITS } from './picture-fetch';
import type { RemoteLimits } from './remote-fetch';

let png: Buffer;
const servers: http.Server[] = [];

/** A local server for the tests; its routes answer as the test needs. */
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let allowed: string;
let other: string;
const limits = (more: Partial<RemoteLimits> = {}): RemoteLimits => ({
  ...PICTURE_FETCH_LIMITS,
  allowedHosts: new Set([allowed]),
  ...more,
});
const refusal = (url: string, l = limits()) =>
  fetchPicture(url, l).then(
    () => 'fetched',
    (error: Error) => error.message,
  );

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  other = await serve((_req, res) => res.end(png));
  allowed = await serve((req, res) => {
    const routes: Record<string, () => void> = {
      '/home.png': () => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
      '/page.html': () =>
        res.writeHead(200, { 'content-type': 'image/png' }).end('<html>hi</html>'),
      '/gone.png': () => res.writeHead(404).end(),
      '/to-other.png': () => res.writeHead(302, { location: `http://${other}/x.png` }).end(),
      '/to-home.png': () => res.writeHead(301, { location: '/home.png' }).end(),
      '/loop.png': () => res.writeHead(302, { location: '/loop.png' }).end(),
      '/large.png': () => res.writeHead(200, { 'content-length': String(6 * 2 ** 20) }).end(),
      '/stream.png': () => {
        res.writeHead(200);
        res.end(Buffer.concat([png, Buffer.alloc(2 ** 20 + 10)]));
      },
      '/never.png': () => undefined,
    };
    (routes[req.url ?? ''] ?? (() => res.writeHead(404).end()))();
  });
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe('fetching a listing picture', () => {
  it('fetches a picture from an allowed host, following a redirect on it', async () => {
    expect(await fetchPicture(`http://${allowed}/home.png`, limits())).toEqual(png);
    expect(await fetchPicture(`http://${allowed}/to-home.png`, limits())).toEqual(png);
  });

  it('refuses a loopback address that is not allowed, directly or by a redirect', async () => {
    const privateAddress = /private or local network/;
    expect(await refusal(`http://${other}/x.png`)).toMatch(privateAddress);
    expect(await refusal(`http://localhost:${other.split(':')[1]}/x.png`)).toMatch(privateAddress);
    expect(await refusal(`http://${allowed}/to-other.png`)).toMatch(privateAddress);
  });

  it('refuses what is not a picture, an error answer, too many redirects and another scheme', async () => {
    expect(await refusal(`http://${allowed}/page.html`)).toBe(
      'The address does not give a JPEG, PNG or WebP picture.',
    );
    expect(await refusal(`http://${allowed}/gone.png`)).toBe('The picture address answered 404.');
    expect(await refusal(`http://${allowed}/loop.png`)).toBe(
      'The picture address redirects too many times.',
    );
    expect(await refusal(`ftp://${allowed}/home.png`)).toBe(
      'A picture must be an http or https address.',
    );
  });

  it('stops at the size limit, declared or streamed, and at the time limit', async () => {
    expect(await refusal(`http://${allowed}/large.png`)).toBe('The picture is over 5 MB.');
    expect(await refusal(`http://${allowed}/stream.png`, limits({ maxBytes: 2 ** 20 }))).toBe(
      'The picture is over 1 MB.',
    );
    expect(await refusal(`http://${allowed}/never.png`, limits({ timeoutMs: 300 }))).toBe(
      'The picture did not arrive within 0.3 s.',
    );
  });
});
