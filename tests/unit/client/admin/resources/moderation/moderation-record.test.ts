import { describe, expect, it } from 'vitest';
import {
  availableActions,
  decisionNotice,
  reasonCounts,
} from '@client/admin/resources/moderation/moderation-record';

describe('availableActions', () => {
  it('offers only the actions that would change the item', () => {
    expect(availableActions({ status: 'published', reports_count: 0 })).toEqual(['hide', 'delete']);
    expect(availableActions({ status: 'published', reports_count: 2 })).toEqual([
      'approve',
      'hide',
      'delete',
    ]);
    expect(availableActions({ status: 'hidden', reports_count: 0 })).toEqual([
      'approve',
      'delete',
      'restore',
    ]);
    expect(availableActions({ status: 'deleted', reports_count: 0 })).toEqual([
      'approve',
      'hide',
      'restore',
    ]);
  });

  it('offers nothing for a comment its author deleted', () => {
    expect(availableActions({ status: 'published', reports_count: 1, deleted: true })).toEqual([]);
  });
});

describe('decisionNotice', () => {
  it('says how many items changed, or that nothing did', () => {
    expect(decisionNotice('hide', 1)).toEqual({ message: '1 item hidden.', count: 1 });
    expect(decisionNotice('approve', 3)).toEqual({ message: ':count items approved.', count: 3 });
    expect(decisionNotice('restore', 0)).toEqual({ message: 'Nothing to change.', count: 0 });
  });
});

describe('reasonCounts', () => {
  it('counts each reason, most frequent first', () => {
    expect(
      reasonCounts([
        { reason: 'spam' },
        { reason: 'spoilers' },
        { reason: 'spoilers' },
        { reason: 'other' },
      ]),
    ).toEqual([
      { reason: 'spoilers', count: 2 },
      { reason: 'spam', count: 1 },
      { reason: 'other', count: 1 },
    ]);
    expect(reasonCounts([])).toEqual([]);
  });
});
