import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict } from '../lib/errors';
import { registerErrorHandler } from './error-handler';

async function appThatThrows(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides the internals of an unexpected failure behind a 500 with a reference', async () => {
    const app = await appThatThrows(new Error('password=hunter2 at /srv/secret.ts:12'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Something went wrong on our side\. Reference: /);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('secret.ts');
  });

  it('turns a typed error into the wire shape', async () => {
    const app = await appThatThrows(conflict('Taken', { title: 'Taken' }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: 'Taken', validations: { title: 'Taken' } });
  });
});
