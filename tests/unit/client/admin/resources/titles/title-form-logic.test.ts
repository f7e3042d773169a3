import { describe, expect, it } from 'vitest';
import {
  titleCreatePayload,
  titleUpdatePayload,
} from '@client/admin/resources/titles/title-record';
import { titleEditTabs, titleTabFromPath } from '@client/admin/resources/titles/title-tabs';
import { titleFieldValidator } from '@client/admin/resources/titles/title-validators';

const RECORD = {
  id: 5,
  type: 'movie',
  name: 'Heat',
  plot: 'Old plot',
  runtime: 170,
  poster: 'uploads/files/3f1e2a3b-1111-2222-3333-444455556666',
  rating: 8.3,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('title payloads', () => {
  it('creates with the writable fields that hold a value', () => {
    expect(
      titleCreatePayload({ type: 'movie', name: 'Heat', plot: '', runtime: null, id: 3, extra: 1 }),
    ).toEqual({ type: 'movie', name: 'Heat' });
  });

  it('updates only the writable fields that changed, clearing with null', () => {
    expect(
      titleUpdatePayload({ ...RECORD, name: 'Heat (1995)', plot: '', rating: 9 }, RECORD),
    ).toEqual({ name: 'Heat (1995)', plot: null });
    expect(titleUpdatePayload(RECORD, RECORD)).toEqual({});
  });

  it('sends every writable field present when there is no previous record', () => {
    expect(titleUpdatePayload({ name: 'Heat', rating: 9, tagline: undefined })).toEqual({
      name: 'Heat',
      tagline: null,
    });
  });
});

describe('title tabs', () => {
  it('takes the tab from the URL; season and episode pages keep Seasons', () => {
    expect(titleTabFromPath('/admin/titles/5/edit/cast')).toBe('cast');
    expect(titleTabFromPath('/admin/titles/5/edit/seasons')).toBe('seasons');
    expect(titleTabFromPath('/admin/titles/5/edit/seasons/2/episodes/3/crew')).toBe('seasons');
    expect(titleTabFromPath('/admin/titles/5/edit/seasons/2/videos')).toBe('seasons');
    expect(titleTabFromPath('/admin/titles/5/edit')).toBe('primary-facts');
    expect(titleTabFromPath('/admin/titles/5/edit/unknown')).toBe('primary-facts');
  });

  it('shows Seasons for a series only', () => {
    const paths = (type: 'movie' | 'series') => titleEditTabs(type).map((tab) => tab.path);
    expect(paths('series')).toEqual([
      'primary-facts',
      'images',
      'genres',
      'keywords',
      'countries',
      'cast',
      'crew',
      'videos',
      'seasons',
      'reviews',
      'comments',
    ]);
    expect(paths('movie')).not.toContain('seasons');
    expect(paths('movie')).toHaveLength(10);
  });
});

describe('title field validators', () => {
  const check = (field: Parameters<typeof titleFieldValidator>[0], value: unknown) =>
    titleFieldValidator(field, (message) => `«${message}»`)(value, {}, {} as never);

  it("gives the API's own messages, translated", () => {
    expect(check('name', '')).toBe('«The name field is required.»');
    expect(check('release_date', '2023-02-30')).toBe(
      '«The release date must be a real date (YYYY-MM-DD).»',
    );
    expect(check('language', 'english')).toBe(
      '«The language must be a two-letter ISO 639-1 code (en, fr …).»',
    );
    expect(check('budget', -5)).toBe('«The budget must be at least 0.»');
    expect(check('poster', 'javascript:alert(1)')).toMatch(/poster must be an uploaded image/);
  });

  it('lets valid and empty optional values pass', () => {
    expect(check('name', 'Heat')).toBeUndefined();
    expect(check('release_date', '2024-02-29')).toBeUndefined();
    expect(check('plot', '')).toBeUndefined();
    expect(check('runtime', null)).toBeUndefined();
    expect(check('poster', undefined)).toBeUndefined();
    expect(check('poster', '/art/poster/1.svg')).toBeUndefined();
    expect(check('imdb_id', 'tt0113277')).toBeUndefined();
  });
});
