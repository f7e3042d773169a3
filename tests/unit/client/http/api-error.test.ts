import { describe, expect, it } from 'vitest';
import {
  ApiError,
  carriesDebugTrace,
  GENERIC_ERROR_MESSAGE,
  getErrorMessage,
} from '@client/http/api-error';

const answer = (status: number, body: unknown) => ApiError.fromResponse(status, body);

describe('getErrorMessage (spec 8 extraction)', () => {
  it("gives a throttled answer's own message", () => {
    const error = answer(429, {
      message: 'Please wait 45 seconds before requesting another email.',
      errors: {},
    });
    expect(getErrorMessage(error)).toBe('Please wait 45 seconds before requesting another email.');
  });

  it("prefers the named field's first message, then the response message", () => {
    const error = answer(422, {
      message: 'The data is invalid.',
      errors: { email: ['Taken.', 'Too long.'], name: 'Required.' },
    });
    expect(getErrorMessage(error, 'email')).toBe('Taken.');
    expect(getErrorMessage(error, 'name')).toBe('Required.');
    expect(getErrorMessage(error, 'password')).toBe('The data is invalid.');
  });

  it('without a field, takes the first field that has a message', () => {
    const error = answer(422, { message: 'Invalid.', errors: { a: [], b: ['B is wrong.'] } });
    expect(getErrorMessage(error)).toBe('B is wrong.');
  });

  it('falls back to the generic text only for an answer without a message', () => {
    expect(getErrorMessage(answer(500, {}))).toBe(GENERIC_ERROR_MESSAGE);
    expect(getErrorMessage(answer(502, '<html>Bad gateway</html>'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(getErrorMessage(answer(400, { message: '', errors: { x: [] } }))).toBe(
      GENERIC_ERROR_MESSAGE,
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(getErrorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('tells a response with a debug trace apart', () => {
    const traced = answer(500, {
      message: 'boom',
      errors: {},
      exception: 'TypeError',
      trace: [],
      totalVendorGroups: 0,
    });
    expect(carriesDebugTrace(traced)).toBe(true);
    expect(carriesDebugTrace(answer(500, { message: 'boom', errors: {} }))).toBe(false);
    expect(carriesDebugTrace(new Error('boom'))).toBe(false);
  });
});
