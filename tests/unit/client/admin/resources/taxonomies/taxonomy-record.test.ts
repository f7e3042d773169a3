import { describe, expect, it } from 'vitest';
import {
  defaultMergeTarget,
  mergeRequest,
  taxonomyPayload,
  type AdminTaxonomyRecord,
} from '@client/admin/resources/taxonomies/taxonomy-record';

const record = (id: number, titles_count: number): AdminTaxonomyRecord => ({
  id,
  name: `n${id}`,
  display_name: `N${id}`,
  titles_count,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('taxonomy records', () => {
  it('sends only the display name and a URL key (none when emptied)', () => {
    expect(taxonomyPayload({ ...record(1, 3), name: '  ' })).toEqual({
      display_name: 'N1',
      name: null,
    });
    expect(taxonomyPayload({ display_name: 'Film noir', name: 'film-noir' })).toEqual({
      display_name: 'Film noir',
      name: 'film-noir',
    });
  });

  it('proposes the one with most titles as merge target, the first on ties', () => {
    expect(defaultMergeTarget([])).toBeUndefined();
    expect(defaultMergeTarget([record(1, 2), record(2, 9), record(3, 9)])).toBe(2);
    expect(defaultMergeTarget([record(4, 0), record(5, 0)])).toBe(4);
  });

  it('merges every other selected one into the target', () => {
    expect(mergeRequest([1, '2', 3], 2)).toEqual({ ids: [1, 3], into: 2 });
  });
});
