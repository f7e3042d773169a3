import { describe, expect, it } from 'vitest';
import { containsPattern } from '@server/db/text-search';

describe('containsPattern', () => {
  it('lowercases and takes LIKE wildcards literally', () => {
    expect(containsPattern('50% Off_Sale')).toBe('%50\\% off\\_sale%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
