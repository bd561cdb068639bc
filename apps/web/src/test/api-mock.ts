import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/**
 * Stubs global fetch at the network boundary. Keys are "METHOD /path" without the /api prefix;
 * anything else answers 404 like the real server.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    // JSON bodies parsed; a FormData (an upload) kept as sent.
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, headers, body };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const {
      status = 200,
      body: replyBody,
      headers: replyHeaders = {},
    } = reply ?? {
      status: 404,
      body: { status: 404, message: `No endpoint ${method} ${path}` },
    };
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'content-type': 'application/json', ...replyHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A reply that waits until `release` is called, to look at a form while it is sending. */
export function deferredReply(reply: MockReply) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release };
}

export const apiError = (
  status: number,
  message: string,
  validations?: Record<string, string>,
): MockReply => ({
  status,
  body: { status, message, ...(validations ? { validations } : {}) },
});
