import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Slow clients against a real listening server (inject has no socket): short limits here, the
// same code as the defaults (10 s headers, 20 s body grace, 30 s in all for a trickle).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HEADERS_TIMEOUT_SECONDS: 1,
    BODY_TIMEOUT_SECONDS: 2,
    BODY_MIN_BYTES_PER_SECOND: 1000,
    REQUEST_TIMEOUT_SECONDS: 20,
    KEEP_ALIVE_TIMEOUT_SECONDS: 1,
    MAX_REQUESTS_PER_SOCKET: 2,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** A raw connection: what it was answered, and when the server closed it. */
function connect() {
  const socket = net.createConnection({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const opened = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - opened)),
  );
  return { socket, closed, received: () => received };
}

/** Writes `text` one piece every `everyMs` until the socket closes or the text runs out. */
function trickle(socket: net.Socket, pieces: string[], everyMs: number) {
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece === undefined || socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const contactBody = JSON.stringify({
  firstName: 'Slow',
  lastName: 'Sender',
  email: 'slow@example.test',
  message: 'Hello',
});
const postHead = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('answers 408 and closes a connection whose body comes a byte at a time', async () => {
    const client = connect();
    client.socket.write(postHead(contactBody.length));
    trickle(client.socket, [...contactBody], 200);
    const tookMs = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('The request body arrived too slowly');
    expect(tookMs).toBeGreaterThanOrEqual(2000);
    expect(tookMs).toBeLessThan(4000);
  });

  it('cuts off a client that sends its headers slowly', async () => {
    const client = connect();
    const head = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100);
    trickle(client.socket, [...head], 100);
    const tookMs = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(tookMs).toBeLessThan(3000);
  });

  it('lets a body that keeps moving take longer than the grace time', async () => {
    // 10 000 bytes at 2 500 a second: 4 s, twice the grace, at more than the minimum rate.
    const body = contactBody.padEnd(10_000, ' ');
    const client = connect();
    client.socket.write(postHead(body.length));
    const pieces = body.match(/[\s\S]{1,250}/g)!;
    trickle(client.socket, pieces, 100);
    const answered = await new Promise<string>((resolve) =>
      client.socket.on('data', () => {
        if (client.received().includes('\r\n\r\n')) resolve(client.received());
      }),
    );
    expect(answered).toMatch(/^HTTP\/1\.1 201 /);
    client.socket.destroy();
  });

  it('closes an idle kept-alive connection, and a connection after its last allowed request', async () => {
    const client = connect();
    const get = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    client.socket.write(get);
    await new Promise((resolve) => client.socket.once('data', resolve));
    expect(client.received()).toMatch(/Keep-Alive: timeout=1/i);
    const idleMs = await client.closed;
    expect(idleMs).toBeLessThan(3000);

    const busy = connect();
    busy.socket.write(get + get);
    await busy.closed;
    const answers = busy.received().match(/HTTP\/1\.1 200/g) ?? [];
    expect(answers).toHaveLength(2);
    expect(busy.received()).toMatch(/Connection: close/i);
  });
});
