import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// Found by the hostile-input sweep: the router answered these in Fastify's own shape.
describe('addresses the router refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a path parameter over the length limit 414 with {status, message}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/adverts/custom/${'9'.repeat(301)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 414, message: 'A part of the address is too long.' });
  });

  it('answers a malformed %-encoding 400 with {status, message}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/adverts/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'The address is not valid: a % sign must start a code such as %20.',
    });
  });
});
