import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/http/api-error';
import { backendErrorMessage, uploadErrorMessage } from '@client/uploads/upload-error-message';

describe('backendErrorMessage (spec 8)', () => {
  it("takes the first message of the file field's errors", () => {
    expect(
      backendErrorMessage({
        message: 'The given data was invalid.',
        errors: { parentId: ['No such folder'], file: ['This file type is not allowed', 'other'] },
      }),
    ).toBe('This file type is not allowed');
  });

  it('takes the first field with a message when the file has none', () => {
    expect(
      backendErrorMessage({ message: 'Invalid', errors: { parentId: ['No such folder'] } }),
    ).toBe('No such folder');
    expect(backendErrorMessage({ errors: { uploadKey: 'Unknown upload' } })).toBe('Unknown upload');
  });

  it("falls back to the response's message, then to none", () => {
    expect(backendErrorMessage({ message: 'Over your quota', errors: {} })).toBe('Over your quota');
    expect(backendErrorMessage({ message: '' })).toBeNull();
    expect(backendErrorMessage({})).toBeNull();
    expect(backendErrorMessage('<html>Bad gateway</html>')).toBeNull();
    expect(backendErrorMessage(null)).toBeNull();
  });
});

describe('uploadErrorMessage', () => {
  it('reads an API error', () => {
    const error = ApiError.fromResponse(422, { message: 'x', errors: { file: ['Too big'] } });
    expect(uploadErrorMessage(error)).toBe('Too big');
    expect(uploadErrorMessage(ApiError.fromResponse(500, {}))).toBeNull();
  });

  it("reads tus-js-client's failed response", () => {
    const error = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 413, getBody: () => '{"message":"Over your quota"}' },
    });
    expect(uploadErrorMessage(error)).toBe('Over your quota');
  });

  it("reads the answer of Uppy's XMLHttpRequest, and nothing from S3's XML", () => {
    const refused = Object.assign(new Error('Upload error'), {
      request: { responseText: '{"errors":{"file":["This file type is not allowed"]}}' },
    });
    expect(uploadErrorMessage(refused)).toBe('This file type is not allowed');
    const s3 = Object.assign(new Error('Non 2xx'), {
      source: { responseText: '<Error><Code>AccessDenied</Code></Error>' },
    });
    expect(uploadErrorMessage(s3)).toBeNull();
    expect(uploadErrorMessage(new Error('Network'))).toBeNull();
  });
});
