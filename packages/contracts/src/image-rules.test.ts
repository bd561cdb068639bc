import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_LIMITS,
  IMAGE_UPLOAD_MESSAGES,
  imagePickRefusal,
  sniffImageFormat,
} from './image-rules';

// What a picture may be (docs/product.md#pictures).
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());
const tail = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 20 });

describe('sniffImageFormat', () => {
  it('tells JPEG, PNG and WebP by their first bytes, whatever follows', () => {
    fc.assert(
      fc.property(tail, (rest) => {
        expect(sniffImageFormat(bytes(JPEG, rest))).toBe('jpeg');
        expect(sniffImageFormat(bytes(PNG, rest))).toBe('png');
        expect(sniffImageFormat(bytes(WEBP, rest))).toBe('webp');
      }),
    );
  });
  it('knows nothing else, nor a signature cut short', () => {
    expect(sniffImageFormat(bytes(JPEG.slice(0, 2)))).toBeUndefined();
    expect(sniffImageFormat(bytes(PNG.slice(0, 7)))).toBeUndefined();
    expect(sniffImageFormat(bytes(WEBP.slice(0, 11)))).toBeUndefined();
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a......'))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });
});

describe('imagePickRefusal', () => {
  const jpeg = (size: number) => ({ head: bytes(JPEG), size });

  it('refuses a file that is not a picture by its bytes', () => {
    expect(imagePickRefusal({ head: bytes([0x25, 0x50, 0x44, 0x46]), size: 10 }, 0)).toBe(
      IMAGE_UPLOAD_MESSAGES.wrongType,
    );
  });
  it('takes pictures of at most 5 MB', () => {
    expect(imagePickRefusal(jpeg(5 * 1024 * 1024), 0)).toBeUndefined();
    expect(imagePickRefusal(jpeg(5 * 1024 * 1024 + 1), 0)).toBe('An image may be at most 5 MB.');
  });
  it('takes at most 10 pictures per advert', () => {
    expect(IMAGE_UPLOAD_LIMITS.maxPerAdvert).toBe(10);
    expect(imagePickRefusal(jpeg(1), 9)).toBeUndefined();
    expect(imagePickRefusal(jpeg(1), 10)).toBe('An advert may have at most 10 images.');
  });
  it('names the type first, then the size, then the room left', () => {
    expect(imagePickRefusal({ head: bytes([0]), size: 10 ** 9 }, 10)).toBe(
      IMAGE_UPLOAD_MESSAGES.wrongType,
    );
    expect(imagePickRefusal(jpeg(10 ** 9), 10)).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
  });
});
