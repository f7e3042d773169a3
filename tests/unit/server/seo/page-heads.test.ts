import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@common/catalogue/catalogue-types';
import { DEFAULT_SETTINGS } from '@server/modules/settings/default-settings';
import { listHead, profileHead } from '@server/modules/seo/page-heads';
import { ADA, page, userList } from '../../site/profiles/support/render-site';

const ctx = { appUrl: 'https://cinedex.test', settings: DEFAULT_SETTINGS };

function profile(counts: Partial<UserProfile>): UserProfile {
  return {
    ...ADA,
    created_at: '2026-01-01T00:00:00.000Z',
    followers_count: 0,
    followed_users_count: 0,
    lists_count: 0,
    ratings_count: 0,
    reviews_count: 0,
    comments_count: 0,
    is_followed: null,
    ...counts,
  };
}

describe('page heads count with plural rules', () => {
  it("a profile's description", () => {
    const one = profileHead(ctx, { user: profile({ lists_count: 1, ratings_count: 1 }) }, null);
    expect(one.description).toMatch(/: 1 list, 1 rating, 0 reviews\.$/);
    const many = profileHead(
      ctx,
      { user: profile({ lists_count: 2, ratings_count: 1234, reviews_count: 1 }) },
      null,
    );
    expect(many.description).toMatch(/: 2 lists, 1,234 ratings, 1 review\.$/);
  });

  it("a list's description without its own", () => {
    const head = listHead(ctx, { list: userList({ items_count: 1 }), items: page([]) });
    expect(head.description).toBe('A list of 1 title by Ada Lovelace.');
  });
});
