import { API_PREFIX, ROOT_PATH_PREFIXES } from '@common/http/paths';

/** Paths answered by the API (JSON) rather than by the single-page app's index.html. */
export function isApiPath(path: string, basePath = '/'): boolean {
  const relative = path.startsWith(basePath)
    ? path.slice(basePath.length)
    : path.replace(/^\//, '');
  return [API_PREFIX, ...ROOT_PATH_PREFIXES].some(
    (prefix) => relative === prefix || relative.startsWith(`${prefix}/`),
  );
}
