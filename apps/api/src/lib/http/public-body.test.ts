import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicBody } from './public-body';

const big = new PublicBody(
  JSON.stringify({ content: Array.from({ length: 300 }, (_, i) => ({ i })) }),
);

describe('PublicBody', () => {
  it('sends brotli when the client accepts it, and the same JSON inside', () => {
    const { encoding, payload } = big.for('gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(payload).toString()).toBe(big.json);
  });

  it('falls back to gzip, and to plain JSON', () => {
    const gz = big.for('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.payload).toString()).toBe(big.json);
    expect(big.for('identity').payload.toString()).toBe(big.json);
    expect(big.for(undefined)).toEqual({ payload: Buffer.from(big.json) });
  });

  it('respects q=0', () => {
    expect(big.for('br;q=0, gzip;q=0.5').encoding).toBe('gzip');
    expect(big.for('br;q=0, gzip;q=0').encoding).toBeUndefined();
  });

  it('makes each form once', () => {
    expect(big.for('br').payload).toBe(big.for('br').payload);
  });

  it('leaves small bodies uncompressed', () => {
    const small = new PublicBody('{"a":1}');
    expect(small.for('br')).toEqual({ payload: Buffer.from('{"a":1}') });
  });

  it('keeps the text as UTF-8 bytes, measured in bytes', () => {
    const text = new PublicBody('{"city":"İstanbul"}');
    expect(text.bytes).toBe(20); // 19 characters, İ in two bytes
    expect(text.for(undefined).payload.toString()).toBe('{"city":"İstanbul"}');
    expect(text.json).toBe('{"city":"İstanbul"}');
  });
});

describe('PublicBody ETag', () => {
  it('is the same for the same JSON and differs for another', () => {
    expect(new PublicBody('{"a":1}').etag).toBe(new PublicBody('{"a":1}').etag);
    expect(new PublicBody('{"a":2}').etag).not.toBe(new PublicBody('{"a":1}').etag);
    expect(big.etag).toMatch(/^W\/"[\w-]+"$/);
  });
});
