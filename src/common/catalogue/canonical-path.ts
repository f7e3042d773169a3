import { slugify } from '../text/slugify';
import { personUrl, titleUrl } from './catalogue-urls';

type Entity = { id: number; name: string };

const ENTITY_PATH = /^\/(titles|people)\/([^/]+)(?:\/([^/]+))?(\/.*)?$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The canonical path of a title or person page (or one of its sub-pages) when the URL's id or
 * slug differs from it: '/titles/12/old-name/season/1' → '/titles/12/new-name/season/1',
 * '/people/7' → '/people/7/jane-doe'. Null when the URL is already canonical, or when the name
 * gives no slug to point at.
 */
export function canonicalPath(pathname: string, entity: Entity): string | null {
  const match = ENTITY_PATH.exec(pathname);
  if (!match) return null;
  const [, kind, id, slug, rest = ''] = match;
  const canonicalSlug = slugify(entity.name);
  if (!canonicalSlug) return null;
  if (id === String(entity.id) && slug !== undefined && decode(slug) === canonicalSlug) {
    return null;
  }
  const base = kind === 'titles' ? titleUrl(entity) : personUrl(entity);
  return `${base}${rest}`;
}
