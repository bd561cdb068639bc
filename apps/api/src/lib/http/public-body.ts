import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are (the compress plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header accepts `coding` (present, and not with q=0). */
function accepts(header: string, coding: Encoding): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * A finished JSON answer shared by many visitors: its UTF-8 bytes and ETag, and its brotli and
 * gzip forms made once on first demand (compressing a 10 KB page on every request cost more than
 * the cache saved). Kept as bytes, so no request encodes or measures the text again.
 */
export class PublicBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly utf8: Buffer;
  /** Weak: the compressed forms differ in bytes but not in meaning. */
  readonly etag: string;

  /** `advertId`: the advert an advert page's body shows (its views are still counted). */
  constructor(
    json: string,
    readonly advertId?: number,
  ) {
    this.utf8 = Buffer.from(json);
    this.etag = `W/"${createHash('sha1').update(this.utf8).digest('base64url')}"`;
  }

  get bytes(): number {
    return this.utf8.length;
  }

  /** The JSON text, decoded again (signed-in lists read it once per body). */
  get json(): string {
    return this.utf8.toString();
  }

  /** What to send to a client with this Accept-Encoding header. */
  for(acceptEncoding: string | undefined): { encoding?: Encoding; payload: Buffer } {
    if (!acceptEncoding || this.bytes < COMPRESS_FROM_BYTES) return { payload: this.utf8 };
    const encoding: Encoding | undefined = accepts(acceptEncoding, 'br')
      ? 'br'
      : accepts(acceptEncoding, 'gzip')
        ? 'gzip'
        : undefined;
    if (!encoding) return { payload: this.utf8 };
    let payload = this.encoded.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(this.utf8, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
              },
            })
          : gzipSync(this.utf8);
      this.encoded.set(encoding, payload);
    }
    return { encoding, payload };
  }

  /**
   * Memory held, for the cache's bound: the JSON, its compressed forms (a fraction of it) and
   * the adverts' bytes signed-in callers share (as much again, kept beside it).
   */
  get size(): number {
    return this.bytes * 2.5;
  }
}
