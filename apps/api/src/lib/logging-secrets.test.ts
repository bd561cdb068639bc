import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGE_PATTERNS } from '@estate/contracts';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { createRouteCatalogue } from '../../test/route-catalogue';
import { logSerializers, redactError, redactUrl } from './logging';

// docs/product.md#platform: the codes and tokens of e-mailed links never reach the log.
let t: TestApp;
const lines: string[] = [];
const catalogue = createRouteCatalogue();
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
  t = await createTestApp(
    {},
    {
      webDistDir: dist,
      onRoute: catalogue.onRoute,
      logger: {
        level: 'info',
        serializers: logSerializers,
        stream: { write: (line: string) => void lines.push(line) },
      },
    },
  );
});
afterAll(() => t.close());

let counter = 0;
/** A secret shaped like the real ones (a row id, a dot, a signature), different each time. */
const secret = () => `${++counter}.Zq8xVbN3kLw0PtY7sRfA${counter}eHc`;

const requests: Array<[string, string]> = [
  ['POST', '/api/auth/registerconfirm/{secret}'],
  ['GET', '/registerConfirm/{secret}'],
  ['POST', '/api/auth/email-confirm/{secret}'],
  ['GET', '/email-confirm/{secret}?lang=tr'],
  ['GET', '/api/savedSearches/unsubscribe/{secret}'],
  ['POST', '/api/savedSearches/unsubscribe/{secret}'],
  ['GET', '/saved-searches/unsubscribe/{secret}'],
  ['GET', '/api/priceDrops/unsubscribe/{secret}'],
  ['POST', '/api/priceDrops/unsubscribe/{secret}'],
  ['GET', '/price-drops/unsubscribe/{secret}'],
  ['POST', '/api/auth/email-change/cancel/{secret}'],
  ['POST', '/api/user/email-change/cancel/{secret}'],
  ['GET', '/email-change/cancel/{secret}'],
  ['POST', '/api/auth/email-change/revert/{secret}'],
  ['GET', '/email-change/revert/{secret}'],
  ['GET', '/agency-invitation/{secret}'],
  ['GET', '/api/agency-invitations?token={secret}'],
  ['GET', '/reset?lang=en&code={secret}'],
  ['GET', '/api/anything?token={secret}#top'],
];

describe('secrets of e-mailed links in the request log', () => {
  it.each(requests)('%s %s keeps its secret out of the log', async (method, url) => {
    const code = secret();
    const before = lines.length;
    await call(t, { method: method as 'GET' | 'POST', url: url.replace('{secret}', code) });
    const logged = lines.slice(before).join('');
    expect(logged).toContain('"incoming request"');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(code.split('.')[1]);
  });

  it('leaves the rest of the address readable', () => {
    expect(redactUrl('/api/auth/email-confirm/abc?lang=tr')).toBe(
      '/api/auth/email-confirm/[redacted]?lang=tr',
    );
    expect(redactUrl('/api/tourRequest/12/cancel')).toBe('/api/tourRequest/12/cancel');
    expect(redactUrl('/api/auth/resend-confirmation')).toBe('/api/auth/resend-confirmation');
    expect(redactUrl('/properties?category=3&page=2')).toBe('/properties?category=3&page=2');
  });

  it('keeps the secret out of an error that quotes the address', () => {
    const code = secret();
    const logged = JSON.stringify(
      redactError(new Error(`fetch /saved-searches/unsubscribe/${code} failed`)),
    );
    expect(logged).not.toContain(code);
    expect(logged).toContain('/saved-searches/unsubscribe/[redacted] failed');
  });

  it('covers every API route and web page that takes a code or a token', () => {
    const secretParam = /:(\w*(?:code|token)\w*)/gi;
    const patterns = [...catalogue.routes.map((r) => r.url), ...WEB_PAGE_PATTERNS].filter((p) =>
      new RegExp(secretParam.source, 'i').test(p),
    );
    // The routes this rule was written for are among them.
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/api/auth/registerconfirm/:code',
        '/api/auth/email-confirm/:code',
        '/api/auth/email-change/cancel/:code',
        '/api/auth/email-change/revert/:code',
        '/api/savedSearches/unsubscribe/:token',
        '/api/priceDrops/unsubscribe/:token',
        '/email-confirm/:code',
        '/email-change/cancel/:code',
        '/email-change/revert/:code',
        '/saved-searches/unsubscribe/:token',
        '/price-drops/unsubscribe/:token',
        '/agency-invitation/:token',
      ]),
    );
    for (const pattern of patterns) {
      const code = secret();
      expect(redactUrl(pattern.replace(secretParam, code)), pattern).not.toContain(code);
    }
  });
});
