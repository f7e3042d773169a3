import { describe, expect, it } from 'vitest';
import { AD_SLOT_INFO, firstErrors, toAdSettings } from '@client/admin/ads/ad-slot-info';
import {
  listAuthor,
  listIdFromParam,
  listPayload,
} from '@client/admin/resources/lists/list-record';
import { newsPayload, newsStateChoices } from '@client/admin/resources/news/news-record';
import { AD_SLOTS } from '@common/settings/site-settings';

const trans = (text: string) => `«${text}»`;

describe('news payload', () => {
  it('keeps the editable fields only; blank optional text is null, the body as written', () => {
    expect(
      newsPayload({
        id: 3,
        slug: 'x',
        title: 'Festival',
        body: '<p> </p>',
        image: '',
        source: ' https://example.com ',
        byline: '  ',
        state: 'published',
        created_at: 'x',
        updated_at: 'y',
      }),
    ).toEqual({
      title: 'Festival',
      body: '<p> </p>',
      image: null,
      source: 'https://example.com',
      byline: null,
      state: 'published',
    });
  });

  it('sends only the fields present', () => {
    expect(newsPayload({ state: 'draft' })).toEqual({ state: 'draft' });
  });

  it('offers draft and published, translated', () => {
    expect(newsStateChoices(trans)).toEqual([
      { id: 'draft', name: '«Draft»' },
      { id: 'published', name: '«Published»' },
    ]);
  });
});

describe('list values', () => {
  it('keeps the editable fields; a blank description is null', () => {
    expect(
      listPayload({
        id: 1,
        name: 'Picks',
        description: '  ',
        public: false,
        site: true,
        items_count: 4,
        user: { id: 1 },
        posters: [],
      }),
    ).toEqual({ name: 'Picks', description: null, public: false, site: true });
    expect(listPayload({ description: 'Good ones' })).toEqual({ description: 'Good ones' });
  });

  it("credits site lists to the site and members' lists to their author", () => {
    const user = { id: 2, name: 'Ada', image: null } as never;
    expect(listAuthor({ site: true, user }, 'Cinedex')).toBe('Cinedex');
    expect(listAuthor({ site: false, user }, 'Cinedex')).toBe('Ada');
  });

  it('reads an id from {slugOrId}, or null for a slug', () => {
    expect(listIdFromParam('42')).toBe(42);
    expect(listIdFromParam('best-of-2024')).toBeNull();
    expect(listIdFromParam('0')).toBeNull();
    expect(listIdFromParam('007')).toBeNull();
  });
});

describe('ad slots', () => {
  it('describes the five slots with the placement notes of spec 2.8', () => {
    expect(Object.keys(AD_SLOT_INFO)).toEqual([...AD_SLOTS]);
    expect(AD_SLOT_INFO.general_top.note).toBe('best height up to 150px or responsive');
    expect(AD_SLOT_INFO.general_bottom.note).toBe('best height up to 150px or responsive');
    expect(AD_SLOT_INFO.title_top.note).toBe('best width up to 850px');
    expect(AD_SLOT_INFO.person_top.note).toBe('best width up to 850px');
    expect(AD_SLOT_INFO.watch_top.note).toBe('as wide as possible');
  });

  it("turns the admin's answer into the site's ad settings", () => {
    expect(
      toAdSettings({
        disable: false,
        slots: AD_SLOTS.map((slot) => ({
          slot,
          code: slot === 'title_top' ? '<b>ad</b>' : '',
          enabled: slot !== 'watch_top',
        })),
      }),
    ).toEqual({
      disable: false,
      general_top: '',
      general_bottom: '',
      title_top: '<b>ad</b>',
      person_top: '',
      watch_top: '',
      off: {
        general_top: false,
        general_bottom: false,
        title_top: false,
        person_top: false,
        watch_top: true,
      },
    });
  });

  it("keeps each field's first server message", () => {
    expect(firstErrors({ 'slots.0.code': ['Too long.', 'Other.'], disable: [] })).toEqual({
      'slots.0.code': 'Too long.',
    });
  });
});
