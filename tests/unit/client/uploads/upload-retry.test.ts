import { describe, expect, it } from 'vitest';
import {
  MULTIPART_RETRY_DELAYS_MS,
  shouldRetryTusStatus,
  TUS_RETRY_DELAYS_MS,
} from '@client/uploads/upload-retry';

describe('the resumable retry policy (spec 8)', () => {
  it('retries a locked upload (423) and an offset mismatch (409)', () => {
    expect(shouldRetryTusStatus(423)).toBe(true);
    expect(shouldRetryTusStatus(409)).toBe(true);
  });

  it('does not retry any other 4xx', () => {
    for (const status of [400, 401, 403, 404, 410, 413, 415, 422, 429, 460]) {
      expect(shouldRetryTusStatus(status), String(status)).toBe(false);
    }
  });

  it('retries server errors and requests that got no answer', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(shouldRetryTusStatus(status), String(status)).toBe(true);
    }
    expect(shouldRetryTusStatus(null)).toBe(true);
  });

  it('waits 0, 3, 5, 10 and 20 seconds between attempts', () => {
    expect(TUS_RETRY_DELAYS_MS).toEqual([0, 3000, 5000, 10000, 20000]);
  });

  it('retries a direct multipart chunk 3 times', () => {
    expect(MULTIPART_RETRY_DELAYS_MS).toHaveLength(3);
  });
});
