import { downloadWithSession } from '../../../lib/download';

/**
 * "Download my data": GET /user/auth/export, saved as the file the server named
 * (docs/product.md#downloading-ones-data).
 */
export const downloadMyData = (): Promise<string> =>
  downloadWithSession('/user/auth/export', {
    fallbackName: 'my-data.json',
    failed: 'Your data could not be downloaded.',
  });
