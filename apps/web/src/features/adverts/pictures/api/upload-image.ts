import { advertImageListSchema, type AdvertImageRecord } from '@estate/contracts';
import { API_BASE_URL } from '../../../../lib/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../lib/api-error';
import { readToken } from '../../../../lib/token-storage';
import { currentLanguage } from '../../../../i18n';

export interface UploadImageInput {
  advertId: number;
  file: File;
  /** The upload form field names: img-{index}. */
  name: string;
  featured: boolean;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function formOf({ file, name, featured }: UploadImageInput): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('type', 'jpg');
  form.append('featured', String(featured));
  form.append('url', '');
  form.append('multipartFile', file, file.name);
  return form;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return new ApiError(xhr.status, body.message);
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(xhr.status, `The upload failed (HTTP ${xhr.status}).`);
}

/**
 * POST /images/{advertId} with one picture, through XMLHttpRequest because fetch reports no
 * upload progress. Answers the advert's gallery; a refusal becomes an ApiError with the
 * server's message.
 */
export async function uploadImage(input: UploadImageInput): Promise<AdvertImageRecord[]> {
  const token = await readToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/images/${input.advertId}`);
    xhr.setRequestHeader('Accept', 'application/json');
    // The server's refusal comes back in the reader's language, as for every other call.
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      const parsed = advertImageListSchema.safeParse(JSON.parse(xhr.responseText || 'null'));
      if (!parsed.success)
        return reject(new ApiError(xhr.status, 'The server sent an unexpected answer.'));
      input.onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.send(formOf(input));
  });
}
