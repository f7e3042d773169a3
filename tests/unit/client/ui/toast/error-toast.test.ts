import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@client/http/api-error';
import { showErrorToast } from '@client/ui/toast/error-toast';
import { getToasts, toast } from '@client/ui/toast/toast-store';

afterEach(() => toast.dismiss());

describe('showErrorToast', () => {
  it("shows the server's message in a danger toast", () => {
    showErrorToast(
      ApiError.fromResponse(429, {
        message: 'Please wait 45 seconds before requesting another email.',
        errors: {},
      }),
    );
    expect(getToasts()).toMatchObject([
      { type: 'danger', message: 'Please wait 45 seconds before requesting another email.' },
    ]);
  });

  it("shows the named field's first message", () => {
    showErrorToast(
      ApiError.fromResponse(422, { message: 'Invalid.', errors: { rating: ['Too high.'] } }),
      'rating',
    );
    expect(getToasts()).toMatchObject([{ type: 'danger', message: 'Too high.' }]);
  });

  it('falls back to the generic text without a message', () => {
    showErrorToast(new TypeError('Failed to fetch'));
    expect(getToasts()).toMatchObject([{ type: 'danger', message: GENERIC_ERROR_MESSAGE }]);
  });

  it('leaves a response with a debug trace to the error dialog', () => {
    const traced = ApiError.fromResponse(500, {
      message: 'boom',
      errors: {},
      exception: 'TypeError',
      trace: [],
      totalVendorGroups: 0,
    });
    expect(showErrorToast(traced)).toBeNull();
    expect(getToasts()).toEqual([]);
  });
});
