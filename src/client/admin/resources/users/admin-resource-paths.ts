import type { DataProvider } from 'react-admin';

/**
 * Resources whose API lives at another path than their name: the users resource talks to the
 * admin routes (admin/users…), never to the own-account routes at users/{id}; the files page
 * (spec 2.9 /admin/files) lists the file entries; catalogue resources use the admin API
 * (admin/titles…), whose records are what the forms edit.
 */
export const RESOURCE_PATHS: Record<string, string> = {
  users: 'admin/users',
  files: 'file-entries',
  // the catalogue's public API answers pages and cards; the admin reads and writes records
  titles: 'admin/titles',
  seasons: 'admin/seasons',
  episodes: 'admin/episodes',
  people: 'admin/people',
  credits: 'admin/credits',
  images: 'admin/images',
  videos: 'admin/videos',
  genres: 'admin/genres',
  keywords: 'admin/keywords',
  reviews: 'admin/reviews',
  comments: 'admin/comments',
  // the moderation lists' title and author filters
  'comment-titles': 'admin/comments/titles',
  'comment-authors': 'admin/comments/authors',
  'review-titles': 'admin/reviews/titles',
  'review-authors': 'admin/reviews/authors',
  news: 'admin/news',
  channels: 'admin/channels',
  lists: 'admin/lists',
  plans: 'admin/plans',
  subscriptions: 'admin/subscriptions',
};

/**
 * The data provider with resource names mapped to their API paths before each call. Answers
 * stay keyed by the last path segment ('admin/users' → 'user'), as singularKey reads them.
 */
export function withResourcePaths(
  provider: DataProvider,
  paths: Record<string, string> = RESOURCE_PATHS,
): DataProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (resource: unknown, ...rest: unknown[]) =>
        (value as (...args: unknown[]) => unknown).call(
          target,
          typeof resource === 'string' ? (paths[resource] ?? resource) : resource,
          ...rest,
        );
    },
  });
}
