import { describe, expect, it } from 'vitest';
import {
  filmographyEntries,
  groupByYear,
  orderDepartments,
} from '@client/site/people/filmography-logic';
import { filmographyCredit } from '../titles/catalogue-fixtures';

describe('filmographyEntries', () => {
  it('sorts newest first, then by release date, undated titles last', () => {
    const entries = filmographyEntries('cast', [
      filmographyCredit(1, { id: 1, name: 'Old', year: 2001, release_date: '2001-01-01' }),
      filmographyCredit(2, { id: 2, name: 'Undated', year: null, release_date: null }),
      filmographyCredit(3, { id: 3, name: 'Spring', year: 2020, release_date: '2020-04-01' }),
      filmographyCredit(4, { id: 4, name: 'Autumn', year: 2020, release_date: '2020-10-01' }),
      filmographyCredit(5, { id: 5, name: 'Dated only', year: null, release_date: '2010-05-05' }),
    ]);
    expect(entries.map((entry) => [entry.title.name, entry.year])).toEqual([
      ['Autumn', 2020],
      ['Spring', 2020],
      ['Dated only', 2010],
      ['Old', 2001],
      ['Undated', null],
    ]);
  });

  it('merges credits on the same title into one line', () => {
    const entries = filmographyEntries('cast', [
      filmographyCredit(1, { id: 9, name: 'Twins' }, { character: 'Anna' }),
      filmographyCredit(2, { id: 9, name: 'Twins' }, { character: 'Hanna', episode_count: 3 }),
      filmographyCredit(3, { id: 9, name: 'Twins' }, { character: 'Anna', episode_count: 5 }),
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.roles).toEqual(['Anna', 'Hanna']);
    expect(entries[0]!.episodeCount).toBe(5);
  });

  it('uses jobs for crew departments and skips empty roles', () => {
    const entries = filmographyEntries('writing', [
      filmographyCredit(1, { id: 9 }, { department: 'writing', job: 'Screenplay', character: 'x' }),
      filmographyCredit(2, { id: 9 }, { department: 'writing', job: 'Story' }),
    ]);
    expect(entries[0]!.roles).toEqual(['Screenplay', 'Story']);
    const cast = filmographyEntries('cast', [filmographyCredit(1, { id: 9 }, { character: ' ' })]);
    expect(cast[0]!.roles).toEqual([]);
  });
});

describe('groupByYear', () => {
  it('groups consecutive entries of a year', () => {
    const entries = filmographyEntries('cast', [
      filmographyCredit(1, { id: 1, year: 2020 }),
      filmographyCredit(2, { id: 2, year: 2020 }),
      filmographyCredit(3, { id: 3, year: 2018 }),
      filmographyCredit(4, { id: 4, year: null, release_date: null }),
    ]);
    expect(groupByYear(entries).map((g) => [g.year, g.entries.length])).toEqual([
      [2020, 2],
      [2018, 1],
      [null, 1],
    ]);
  });
});

describe('orderDepartments', () => {
  const credits = (department: string, ids: number[]) =>
    ids.map((id) => filmographyCredit(id, { id }, { department }));

  it('puts the known-for department first, then by number of titles', () => {
    const filmography = {
      cast: credits('cast', [1, 2]),
      writing: credits('writing', [3, 4, 5]),
      directing: credits('directing', [6, 7, 8, 9]),
      production: [],
    };
    expect(orderDepartments(filmography, 'acting')).toEqual(['cast', 'directing', 'writing']);
    expect(orderDepartments(filmography, 'Writing')).toEqual(['writing', 'directing', 'cast']);
    expect(orderDepartments(filmography, null)).toEqual(['directing', 'writing', 'cast']);
  });

  it('counts titles, not credits, and breaks ties in film-site order', () => {
    const filmography = {
      sound: credits('sound', [1]),
      writing: [...credits('writing', [2]), ...credits('writing', [2])],
      directing: credits('directing', [3]),
    };
    expect(orderDepartments(filmography, null)).toEqual(['directing', 'writing', 'sound']);
  });
});
