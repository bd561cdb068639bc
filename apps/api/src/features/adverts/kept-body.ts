import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are (the compress plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header accepts `coding` (present, and not with q=0). */
function accepts(header: string, coding: Encoding): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A finished JSON body kept for many visitors, with its brotli and gzip forms made once, on first
 * demand: browsers always ask for a compressed body, and compressing a 10 KB page on every
 * request cost more than serving it from the cache.
 */
export class KeptBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly bytes: number;

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  /** What to send to a client with this Accept-Encoding header. */
  for(acceptEncoding: string | undefined): { encoding?: Encoding; payload: string | Buffer } {
    if (!acceptEncoding || this.bytes < COMPRESS_FROM_BYTES) return { payload: this.json };
    const encoding: Encoding | undefined = accepts(acceptEncoding, 'br')
      ? 'br'
      : accepts(acceptEncoding, 'gzip')
        ? 'gzip'
        : undefined;
    if (!encoding) return { payload: this.json };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
              },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, payload);
    }
    return { encoding, payload };
  }

  /** Memory held, for the cache's budget (the compressed forms are a fraction of the JSON). */
  get size(): number {
    return this.bytes * 1.5;
  }
}
