import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@common/catalogue/canonical-path';

const heat = { id: 12, name: 'Heat: The Return!' };

describe('canonicalPath', () => {
  it('is null for a canonical URL', () => {
    expect(canonicalPath('/titles/12/heat-the-return', heat)).toBeNull();
    expect(canonicalPath('/titles/12/heat-the-return/season/1/episode/2', heat)).toBeNull();
  });

  it('adds a missing slug', () => {
    expect(canonicalPath('/titles/12', heat)).toBe('/titles/12/heat-the-return');
    expect(canonicalPath('/people/12', heat)).toBe('/people/12/heat-the-return');
  });

  it('replaces a stale slug and keeps the sub-page', () => {
    expect(canonicalPath('/titles/12/heat', heat)).toBe('/titles/12/heat-the-return');
    expect(canonicalPath('/titles/12/old/season/1/full-credits', heat)).toBe(
      '/titles/12/heat-the-return/season/1/full-credits',
    );
    expect(canonicalPath('/titles/12/old/videos', heat)).toBe('/titles/12/heat-the-return/videos');
  });

  it('normalises the id', () => {
    expect(canonicalPath('/titles/012/heat-the-return', heat)).toBe('/titles/12/heat-the-return');
  });

  it('compares non-Latin slugs decoded', () => {
    const film = { id: 3, name: 'Москва слезам' };
    expect(
      canonicalPath(
        '/titles/3/%D0%BC%D0%BE%D1%81%D0%BA%D0%B2%D0%B0-%D1%81%D0%BB%D0%B5%D0%B7%D0%B0%D0%BC',
        film,
      ),
    ).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(canonicalPath('/watch/12', heat)).toBeNull();
  });

  it('points nowhere for a name that gives no slug (no address to send a visitor to)', () => {
    expect(canonicalPath('/titles/12', { id: 12, name: '   ' })).toBeNull();
  });
});
