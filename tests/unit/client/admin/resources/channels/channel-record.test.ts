import { describe, expect, it } from 'vitest';
import type { AdminChannelItem } from '@common/api/admin-channels';
import { addItem, removeItem, reorderItems } from '@client/admin/resources/channels/channel-items';
import {
  channelPayload,
  layoutChoices,
  orderChoices,
  slugFromName,
  sourceChoices,
} from '@client/admin/resources/channels/channel-record';

const trans = (text: string) => text;
const item = (id: number, type: AdminChannelItem['item_type'] = 'title'): AdminChannelItem => ({
  item_type: type,
  item_id: id,
  name: `Item ${id}`,
  description: null,
  image: null,
});

describe('channelPayload', () => {
  it('sends curated items as ids in order, blank text as null', () => {
    expect(
      channelPayload({
        name: '  Picks ',
        slug: ' ',
        description: '',
        content_type: 'title',
        source: 'curated',
        items: [item(3), item(1), item(2)],
      }),
    ).toEqual({
      name: 'Picks',
      slug: null,
      description: null,
      content_type: 'title',
      source: 'curated',
      source_value: null,
      source_filters: null,
      layout: 'grid',
      default_order: null,
      per_page: null,
      restriction: null,
      hidden: false,
      hide_title: false,
      items: [3, 1, 2],
    });
  });

  it('drops items of another content type and every item of an automatic source', () => {
    const items = [item(1), item(2, 'person')];
    expect(channelPayload({ content_type: 'person', items }).items).toEqual([2]);
    expect(channelPayload({ source: 'popular', items }).items).toEqual([]);
  });

  it("keeps only the source's own value or filters, without empty filter fields", () => {
    const values = {
      source_value: 'drama',
      source_filters: { yearFrom: 1990, yearTo: undefined, language: '' },
    };
    expect(channelPayload({ ...values, source: 'genre' })).toMatchObject({
      source_value: 'drama',
      source_filters: null,
    });
    expect(channelPayload({ ...values, source: 'year_range' })).toMatchObject({
      source_value: null,
      source_filters: { yearFrom: 1990 },
    });
    expect(channelPayload({ source: 'discover', source_filters: {} }).source_filters).toBeNull();
  });

  it('sends a restriction only for a channel of titles', () => {
    expect(channelPayload({ content_type: 'title', restriction: 'genre' }).restriction).toBe(
      'genre',
    );
    expect(channelPayload({ content_type: 'news', restriction: 'genre' }).restriction).toBeNull();
  });
});

describe('choices by content type', () => {
  it('offers the sources, orders and layouts each content type can take', () => {
    expect(sourceChoices(trans, 'channel').map((c) => c.id)).toEqual(['curated']);
    expect(sourceChoices(trans, 'person').map((c) => c.id)).toEqual(['curated', 'popular_people']);
    expect(sourceChoices(trans, 'title').map((c) => c.id)).toContain('upcoming');
    expect(orderChoices(trans, 'news').map((c) => c.id)).toEqual([
      'created_at:desc',
      'created_at:asc',
    ]);
    expect(orderChoices(trans, 'channel')).toEqual([]);
    expect(layoutChoices(trans, 'title').map((c) => c.id)).not.toContain('news');
    expect(layoutChoices(trans, 'news').map((c) => c.id)).toContain('news');
  });
});

describe('slugFromName', () => {
  it('makes the slug the server would, never only digits', () => {
    expect(slugFromName('Staff Picks: 2024!')).toBe('staff-picks-2024');
    expect(slugFromName('1999')).toBe('channel-1999');
  });
});

describe('curated item edits', () => {
  it('adds once, removes, and reorders by ids', () => {
    const items = [item(1), item(2)];
    expect(addItem(items, item(2))).toBe(items);
    expect(addItem(items, item(3)).map((i) => i.item_id)).toEqual([1, 2, 3]);
    expect(removeItem(items, 1).map((i) => i.item_id)).toEqual([2]);
    expect(reorderItems([item(1), item(2), item(3)], [3, 1]).map((i) => i.item_id)).toEqual([
      3, 1, 2,
    ]);
  });
});
