import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { LOAD_ERROR_FALLBACK, loadErrorMessage } from './load-error-panel';

describe('loadErrorMessage', () => {
  it("keeps the server's own words and replaces a proxy's bare status text", () => {
    expect(loadErrorMessage(new ApiError(409, 'This category is in use.'))).toBe(
      'This category is in use.',
    );
    expect(loadErrorMessage(new ApiError(500, 'Something went wrong on our side.'))).toBe(
      'Something went wrong on our side.',
    );
    expect(loadErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(LOAD_ERROR_FALLBACK);
    expect(loadErrorMessage(new ApiError(502, 'The request failed (HTTP 502).'))).toBe(
      LOAD_ERROR_FALLBACK,
    );
    expect(loadErrorMessage(new TypeError('x is undefined'))).toBe(LOAD_ERROR_FALLBACK);
  });
});
