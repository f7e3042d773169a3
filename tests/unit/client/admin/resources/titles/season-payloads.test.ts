import { describe, expect, it } from 'vitest';
import {
  episodeCode,
  episodeCreatePayload,
  episodeUpdatePayload,
  seasonCreatePayload,
  seasonLabel,
  seasonUpdatePayload,
} from '@client/admin/resources/titles/seasons/season-payloads';

const record = {
  id: 4,
  title_id: 9,
  number: 2,
  name: 'Second',
  plot: '',
  poster: null,
  release_date: '2020-01-01',
  episode_count: 3,
  created_at: 'x',
  updated_at: 'y',
};

describe('season payloads', () => {
  it('sends only the editable fields, blanks as null', () => {
    expect(seasonUpdatePayload(record)).toEqual({
      number: 2,
      name: 'Second',
      plot: null,
      poster: null,
      release_date: '2020-01-01',
    });
  });

  it('leaves an emptied number out, so the server picks the next one', () => {
    expect(seasonCreatePayload(9)({ number: null, name: '' })).toEqual({ title_id: 9, name: null });
    expect(seasonCreatePayload(9)({ number: 0 })).toEqual({ title_id: 9, number: 0 });
  });
});

describe('episode payloads', () => {
  it('adds the title and season to a new episode', () => {
    expect(episodeCreatePayload(9, 0)({ name: 'Pilot', episode_number: 3, runtime: null })).toEqual(
      {
        title_id: 9,
        season: 0,
        name: 'Pilot',
        episode_number: 3,
        runtime: null,
      },
    );
  });

  it('drops the record’s read-only fields from an update', () => {
    const body = episodeUpdatePayload({
      id: 1,
      title_id: 9,
      season_id: 4,
      season_number: 2,
      episode_number: 5,
      name: 'Five',
      plot: 'A plot',
      poster: 'uploads/files/x',
      release_date: null,
      runtime: 42,
      created_at: 'x',
      updated_at: 'y',
    });
    expect(body).toEqual({
      episode_number: 5,
      name: 'Five',
      plot: 'A plot',
      poster: 'uploads/files/x',
      release_date: null,
      runtime: 42,
    });
  });
});

describe('labels', () => {
  const trans = (message: string, values?: Record<string, string | number>) =>
    message.replace(':number', String(values?.number ?? ''));

  it('names a season by its name, else by its number; 0 is the specials', () => {
    expect(seasonLabel({ number: 2, name: 'Second' }, trans)).toBe('Second');
    expect(seasonLabel({ number: 2, name: null }, trans)).toBe('Season 2');
    expect(seasonLabel({ number: 0, name: null }, trans)).toBe('Specials');
  });

  it('codes an episode S1 · E2', () => {
    expect(episodeCode({ season_number: 1, episode_number: 2 })).toBe('S1 · E2');
  });
});
