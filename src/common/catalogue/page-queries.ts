/**
 * The first API query of pages whose answer the server embeds: the client sends it and the SEO
 * renderer rebuilds it from the URL, so the embedded answer sits under the key the client reads
 * (loaderKey). Channel pages have theirs in channel-params.ts.
 */

import type { UserProfile } from '../api/profiles';

/** Spec 2.8: the profile's tabs in order; the first is the default (the URL may omit it). */
export const PROFILE_TABS = [
  'lists',
  'ratings',
  'reviews',
  'comments',
  'followers',
  'followed-users',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];
/** The tab an empty profile opens on. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'lists';

/** The counts a profile answer carries, one per tab (users/{id}/profile). */
export type ProfileCounts = Pick<
  UserProfile,
  | 'lists_count'
  | 'ratings_count'
  | 'reviews_count'
  | 'comments_count'
  | 'followers_count'
  | 'followed_users_count'
>;

/** The count shown beside a tab's label. */
export function profileTabCount(counts: ProfileCounts, tab: ProfileTab): number {
  switch (tab) {
    case 'lists':
      return counts.lists_count;
    case 'ratings':
      return counts.ratings_count;
    case 'reviews':
      return counts.reviews_count;
    case 'comments':
      return counts.comments_count;
    case 'followers':
      return counts.followers_count;
    case 'followed-users':
      return counts.followed_users_count;
  }
}

/**
 * The tab a profile URL without one opens on: the first that has something, so 12 ratings are
 * not hidden behind an empty Lists tab. Decided on the profile's counts, which the server
 * renders with and the client hydrates from, so both open the same tab.
 */
export function defaultProfileTab(counts: ProfileCounts): ProfileTab {
  return PROFILE_TABS.find((tab) => profileTabCount(counts, tab) > 0) ?? DEFAULT_PROFILE_TAB;
}

/** Searches need 2 characters; the API refuses more than 100. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
export const SEARCH_PAGE_LIMIT = 24;

/** The /search/{query} page's query: the trimmed, capped text, or null when too short to run. */
export function searchPageParams(text: string): { query: string; limit: number } | null {
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  return query.length >= MIN_QUERY_LENGTH ? { query, limit: SEARCH_PAGE_LIMIT } : null;
}
