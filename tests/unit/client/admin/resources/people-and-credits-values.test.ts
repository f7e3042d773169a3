import { describe, expect, it } from 'vitest';
import {
  creditCreatePayload,
  creditRole,
  creditUpdatePayload,
} from '@client/admin/resources/credits/credit-values';
import { currentArt } from '@client/admin/resources/images/image-art';
import {
  creditTitleLabel,
  personCreditPayload,
} from '@client/admin/resources/people/person-credit-values';
import { personPayload } from '@client/admin/resources/people/person-record';

const trans = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/:(\w+)/g, (_, key: string) => String(values[key] ?? `:${key}`));

describe('person payload', () => {
  it('keeps the editable fields only, blank text as null', () => {
    expect(
      personPayload({
        id: 4,
        name: ' Ada ',
        biography: '  ',
        known_for: '',
        gender: null,
        popularity: 3,
        created_at: 'x',
        image: 'uploads/files/a.jpg',
      }),
    ).toEqual({
      name: 'Ada',
      biography: null,
      known_for: null,
      gender: null,
      image: 'uploads/files/a.jpg',
    });
  });
});

describe('credit payloads', () => {
  const scope = { titleId: 3, season: 1 };
  it('sends cast with its character and crew with department and job', () => {
    expect(
      creditCreatePayload(scope, 'cast', { person_id: 9, character: ' Ripley ', job: 'x' }),
    ).toEqual({
      titleId: 3,
      season: 1,
      person_id: 9,
      department: 'cast',
      job: 'Actor',
      character: 'Ripley',
    });
    expect(
      creditCreatePayload({ titleId: 3 }, 'crew', {
        person_id: 9,
        department: 'sound',
        job: ' Mixer ',
        character: 'x',
      }),
    ).toEqual({ titleId: 3, person_id: 9, department: 'sound', job: 'Mixer' });
  });

  it('updates only what the kind edits', () => {
    expect(creditUpdatePayload('cast', { character: '', job: 'x' })).toEqual({ character: null });
    expect(creditUpdatePayload('crew', { department: 'art', job: 'Set decorator' })).toEqual({
      department: 'art',
      job: 'Set decorator',
    });
  });

  it("names a credit's role and title", () => {
    expect(creditRole({ department: 'cast', job: 'Actor', character: 'Ripley' }, trans)).toBe(
      'Ripley',
    );
    expect(
      creditRole({ department: 'visual-effects', job: 'Supervisor', character: null }, trans),
    ).toBe('Visual effects · Supervisor');
    const title = { id: 1, name: 'Alien', year: 1979, type: 'movie' as const };
    expect(creditTitleLabel({ title, season: null, episode: null }, trans)).toBe('Alien (1979)');
    expect(creditTitleLabel({ title, season: 2, episode: null }, trans)).toBe(
      'Alien (1979) · Season 2',
    );
    expect(creditTitleLabel({ title, season: 2, episode: 5 }, trans)).toBe('Alien (1979) · S2 E5');
  });

  it("builds a person's credit on a title", () => {
    expect(personCreditPayload(7, { titleId: 2, department: 'cast', character: '' })).toEqual({
      titleId: 2,
      person_id: 7,
      department: 'cast',
      job: 'Actor',
      character: null,
    });
    expect(personCreditPayload(7, { titleId: 2, department: 'writing', job: 'Novel' })).toEqual({
      titleId: 2,
      person_id: 7,
      department: 'writing',
      job: 'Novel',
    });
  });
});

describe('current title art', () => {
  it("marks the image that is the title's poster or backdrop", () => {
    const title = { poster: 'uploads/files/p.jpg', backdrop: 'uploads/files/p.jpg' };
    expect(currentArt(title, 'uploads/files/p.jpg')).toEqual(['poster', 'backdrop']);
    expect(currentArt({ poster: null, backdrop: 'b' }, 'b')).toEqual(['backdrop']);
    expect(currentArt(undefined, 'b')).toEqual([]);
  });
});
