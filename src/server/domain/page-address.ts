/**
 * Where one of the site's pages lives (its path, without the base path) and when its content last
 * changed: what titles, people, channels, news and custom pages answer the sitemap's walk with.
 */
export interface PageAddress {
  id: number;
  path: string;
  updatedAt: string | null;
}
