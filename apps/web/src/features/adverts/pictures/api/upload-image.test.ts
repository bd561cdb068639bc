import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { ApiError } from '../../../../lib/api-error';
import { saveToken } from '../../../../lib/token-storage';
import { uploadImage } from './upload-image';

/** A stand-in for XMLHttpRequest that records the request and answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body?: FormData;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
const sent = async () => {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
  return FakeXhr.last;
};

beforeEach(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  await saveToken('owner-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined as unknown as FakeXhr;
});

describe('uploadImage', () => {
  it('sends one picture with the spec fields and the token, reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadImage({
      advertId: 7,
      file,
      name: 'img-2',
      featured: true,
      onProgress: (f) => progress.push(f),
    });
    const xhr = await sent();
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'POST',
      '/api/images/7',
      'owner-token',
    ]);
    expect(xhr.body!.get('name')).toBe('img-2');
    expect(xhr.body!.get('featured')).toBe('true');
    expect((xhr.body!.get('multipartFile') as File).name).toBe('front.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.answer(201, []);
    await expect(done).resolves.toEqual([]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    const done = uploadImage({ advertId: 7, file, name: 'img-0', featured: false });
    (await sent()).answer(413, { status: 413, message: IMAGE_UPLOAD_MESSAGES.tooLarge });
    await expect(done).rejects.toEqual(new ApiError(413, IMAGE_UPLOAD_MESSAGES.tooLarge));
  });

  it("asks for the server's messages in the reader's language", async () => {
    await chooseLanguage('tr');
    void uploadImage({ advertId: 7, file, name: 'img-0', featured: false }).catch(() => null);
    expect((await sent()).headers['Accept-Language']).toBe('tr');
  });

  it('says the server could not be reached when the connection drops', async () => {
    const done = uploadImage({ advertId: 7, file, name: 'img-0', featured: false });
    (await sent()).onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0 });
  });
});
