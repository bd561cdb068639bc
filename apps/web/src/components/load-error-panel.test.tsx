import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { loadErrorMessage } from './load-error-panel';

const GENERAL_MESSAGE = 'Something went wrong. Please try again.';

describe('loadErrorMessage', () => {
  it("keeps the server's own words and replaces a proxy's bare status text", () => {
    expect(loadErrorMessage(new ApiError(409, 'This category is in use.'))).toBe(
      'This category is in use.',
    );
    expect(loadErrorMessage(new ApiError(500, 'Something went wrong on our side.'))).toBe(
      'Something went wrong on our side.',
    );
    expect(loadErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(GENERAL_MESSAGE);
    expect(loadErrorMessage(new ApiError(502, 'The request failed (HTTP 502).'))).toBe(
      GENERAL_MESSAGE,
    );
    expect(loadErrorMessage(new TypeError('x is undefined'))).toBe(GENERAL_MESSAGE);
  });
});
