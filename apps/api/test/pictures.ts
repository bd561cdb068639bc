import zlib from 'node:zlib';
import sharp from 'sharp';

/** Pictures and not-pictures for upload tests, made on the spot. */

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } });

export const jpeg = (width = 800, height = 600) => canvas(width, height).jpeg().toBuffer();
export const png = (width = 640, height = 480) => canvas(width, height).png().toBuffer();
export const webp = (width = 640, height = 480) => canvas(width, height).webp().toBuffer();

/** A JPEG carrying a camera name and a GPS position in its EXIF. */
export const jpegWithGps = () =>
  canvas(900, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 2/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 0/1 0/1',
      },
    })
    .toBuffer();

/** A real JPEG cut off in the middle of its picture data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const noisy = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return noisy.subarray(0, Math.floor(noisy.length * 0.6));
}

/** A few-hundred-byte PNG whose header claims 30000 × 30000 pixels (a decompression bomb). */
export async function pngBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await canvas(1, 1).png().toBuffer());
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A valid JPEG padded past `bytes` (the decoder ignores what follows its end marker). */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const small = await jpeg(200, 150);
  return Buffer.concat([small, Buffer.alloc(Math.max(0, bytes - small.length), 1)]);
}

export const textFile = () => Buffer.from('just some text pretending to be a photo\n');
export const svgFile = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
export const htmlFile = () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

export interface UploadPart {
  file?: Buffer;
  filename?: string;
  /** The browser's declared type: sent, and never trusted by the server. */
  mimeType?: string;
  fields?: Record<string, string>;
}

/**
 * A multipart body as the spec's client sends it: per picture `multipartFile` then `name`,
 * `type`, `featured` and `url`. Answers the payload and headers for app.inject.
 */
export async function multipartBody(parts: UploadPart[], fileField = 'multipartFile') {
  const form = new FormData();
  parts.forEach((part, index) => {
    if (part.file) {
      const blob = new Blob([part.file], { type: part.mimeType ?? 'image/jpeg' });
      form.append(fileField, blob, part.filename ?? `img-${index}.jpg`);
    }
    for (const [name, value] of Object.entries(part.fields ?? {})) form.append(name, value);
  });
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
