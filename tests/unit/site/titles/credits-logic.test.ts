import { describe, expect, it } from 'vitest';
import {
  compareDepartments,
  departmentLabel,
  groupCrewByDepartment,
  keyCrew,
} from '@client/site/titles/credits-logic';
import { crew } from './catalogue-fixtures';

describe('departmentLabel', () => {
  it('names known departments and capitalises others', () => {
    expect(departmentLabel('cast')).toBe('Acting');
    expect(departmentLabel('directing')).toBe('Directing');
    expect(departmentLabel('visual effects')).toBe('Visual Effects');
    expect(departmentLabel('costume & make-up')).toBe('Costume & Make-Up');
  });
});

describe('groupCrewByDepartment', () => {
  const credits = [
    crew(1, 'Sam Cole', 'sound', 'Sound Designer'),
    crew(2, 'Dana Roe', 'writing', 'Screenplay'),
    crew(3, 'Dana Roe', 'directing', 'Director', 2),
    crew(4, 'Eli Vance', 'writing', 'Story'),
    crew(5, 'Dana Roe', 'writing', 'Story', 2),
    crew(6, 'Dana Roe', 'writing', 'Story', 2),
    crew(7, 'Zed Ash', 'zoology', 'Animal Wrangler'),
  ];

  it('orders departments as film sites do, unknown ones last', () => {
    expect(groupCrewByDepartment(credits).map((group) => group.department)).toEqual([
      'directing',
      'writing',
      'sound',
      'zoology',
    ]);
  });

  it('lists each person once per department with all their jobs, in credit order', () => {
    const writing = groupCrewByDepartment(credits).find((g) => g.department === 'writing')!;
    expect(writing.members.map((m) => [m.person.name, m.jobs])).toEqual([
      ['Dana Roe', ['Screenplay', 'Story']],
      ['Eli Vance', ['Story']],
    ]);
  });

  it('compares departments case-insensitively by rank', () => {
    expect(compareDepartments('Directing', 'writing')).toBeLessThan(0);
    expect(compareDepartments('zoology', 'art')).toBeGreaterThan(0);
    expect(compareDepartments('alpha', 'beta')).toBeLessThan(0);
  });
});

describe('keyCrew', () => {
  it('names creators, directors, then writers, each person once', () => {
    const members = keyCrew([
      crew(1, 'Eli Vance', 'writing', 'Story'),
      crew(2, 'Fay Moss', 'production', 'Producer'),
      crew(3, 'Dana Roe', 'directing', 'Director'),
      crew(4, 'Dana Roe', 'writing', 'Screenplay', 3),
      crew(5, 'Cleo Wu', 'creator', 'Creator'),
    ]);
    expect(members.map((m) => [m.person.name, m.jobs.join(', ')])).toEqual([
      ['Cleo Wu', 'Creator'],
      ['Dana Roe', 'Director, Screenplay'],
      ['Eli Vance', 'Story'],
    ]);
  });

  it('falls back to producers and respects the limit', () => {
    const producers = [1, 2, 3].map((id) => crew(id, `P${id}`, 'production', 'Producer'));
    expect(keyCrew(producers, 2).map((m) => m.person.name)).toEqual(['P1', 'P2']);
    expect(keyCrew([])).toEqual([]);
  });
});
