import { describe, expect, it } from 'vitest';
import {
  formValues,
  keywordsBody,
  withChip,
} from '@client/admin/resources/titles/taxonomy/title-taxonomy-api';

describe("a title's taxonomy form", () => {
  it('starts from the current sets; countries as uppercase codes', () => {
    expect(
      formValues({
        genres: [{ id: 3, name: 'drama', display_name: 'Drama' }],
        keywords: [{ id: 7, name: 'heist', display_name: 'Heist' }],
        countries: [{ id: 1, name: 'fr', display_name: 'France' }],
      }),
    ).toEqual({
      genres: [3],
      keywords: [{ id: 7, display_name: 'Heist' }],
      countries: ['FR'],
    });
  });

  it('sends existing keywords by id and new ones by name, each once', () => {
    expect(
      keywordsBody([
        { id: 7, display_name: 'Heist' },
        { display_name: ' Time travel ' },
        { display_name: 'time TRAVEL' },
        { display_name: '  ' },
        { id: 7, display_name: 'Heist' },
      ]),
    ).toEqual({ ids: [7], names: ['Time travel'] });
  });

  it('adds a chip unless its name is there already, ignoring case', () => {
    const chips = [{ id: 1, display_name: 'Heist' }];
    expect(withChip(chips, { display_name: 'heist ' })).toBe(chips);
    expect(withChip(chips, { display_name: '' })).toBe(chips);
    expect(withChip(chips, { display_name: ' Robbery ' })).toEqual([
      ...chips,
      { display_name: 'Robbery' },
    ]);
  });
});
