/**
 * The first API query of pages whose answer the server embeds: the client sends it and the SEO
 * renderer rebuilds it from the URL, so the embedded answer sits under the key the client reads
 * (loaderKey). Channel pages have theirs in channel-params.ts.
 */

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
export const DEFAULT_PROFILE_TAB: ProfileTab = 'lists';

/** Searches need 2 characters; the API refuses more than 100. */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
export const SEARCH_PAGE_LIMIT = 24;

/** The /search/{query} page's query: the trimmed, capped text, or null when too short to run. */
export function searchPageParams(text: string): { query: string; limit: number } | null {
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  return query.length >= MIN_QUERY_LENGTH ? { query, limit: SEARCH_PAGE_LIMIT } : null;
}
