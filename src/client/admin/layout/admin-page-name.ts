import { ADMIN_PAGES, ADMIN_RESOURCES } from '../resources';

/**
 * The name of the admin page at `path` (relative to the admin's base, e.g. '/users/5'): the
 * dashboard, the resource or custom page its first segment belongs to, or null when unknown.
 */
export function adminPageName(path: string): string | null {
  const section = path.split('/').find(Boolean);
  if (!section) return 'Dashboard';
  const resource = ADMIN_RESOURCES.find((candidate) => candidate.name === section);
  if (resource) return resource.options?.label ?? resource.name;
  const page = ADMIN_PAGES.find(({ path: pattern }) => pattern.split('/')[1] === section);
  return page?.menu?.label ?? null;
}
