/** Paths served at the root rather than under /api/v1 (spec 7.1). */
export const ROOT_PATH_PREFIXES = ['auth', 'secure', 'log-viewer', 'horizon'] as const;

export const API_PREFIX = 'api/v1';

export function isRootPath(path: string): boolean {
  const clean = path.replace(/^\/+/, '');
  return ROOT_PATH_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

/** Cookie and header names shared by server and client. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
export const WORKSPACE_COOKIE = 'activeWorkspaceId';
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
