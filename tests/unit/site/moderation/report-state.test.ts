import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/http/api-error';
import { alreadyReported, reportedItems } from '@client/site/moderation/report-state';

describe('alreadyReported', () => {
  it("recognises the server's refusal of a second report", () => {
    const twice = new ApiError(
      422,
      'You have already reported this comment.',
      { reason: ['You have already reported this comment.'] },
      {},
    );
    expect(alreadyReported(twice)).toBe(true);
  });

  it('leaves other failures alone', () => {
    const invalid = new ApiError(422, 'x', { reason: ['The reason must be spam, …'] }, {});
    expect(alreadyReported(invalid)).toBe(false);
    expect(alreadyReported(new ApiError(404, 'Comment not found.', {}, {}))).toBe(false);
    expect(alreadyReported(new Error('offline'))).toBe(false);
  });
});

describe('reportedItems', () => {
  it('remembers reported items by kind and id', () => {
    expect(reportedItems.has('comment', 7)).toBe(false);
    reportedItems.add('comment', 7);
    expect(reportedItems.has('comment', 7)).toBe(true);
    expect(reportedItems.has('review', 7)).toBe(false);
  });
});
