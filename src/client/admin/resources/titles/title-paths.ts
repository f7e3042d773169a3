import type { CatalogueScope } from '@common/api/catalogue-scope';

/**
 * Admin addresses of a title, season or episode, without the admin basename (prefix them with
 * react-admin's useBasename()):
 *   scopePath({titleId: 1, season: 2})                  → /titles/1/seasons/2
 *   scopeEditPath({titleId: 1}, 'cast')                 → /titles/1/edit/cast
 *   scopeEditPath({titleId: 1, season: 2}, 'episodes')  → /titles/1/edit/seasons/2/episodes
 *   scopePath({titleId: 1, season: 2, episode: 3}, 'videos/new')
 *                                                       → /titles/1/seasons/2/episodes/3/videos/new
 */
export function scopePath(scope: CatalogueScope, page?: string): string {
  return join(`/titles/${scope.titleId}`, scopeTail(scope), page);
}

/** A tab of the title's edit page, or of a season's or episode's within it. */
export function scopeEditPath(scope: CatalogueScope, tab: string): string {
  return join(`/titles/${scope.titleId}/edit`, scopeTail(scope), tab);
}

function scopeTail(scope: CatalogueScope): string {
  if (scope.season === undefined) return '';
  const season = `seasons/${scope.season}`;
  return scope.episode === undefined ? season : `${season}/episodes/${scope.episode}`;
}

function join(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join('/');
}
