const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/|#)/i;

/**
 * Settings hold paths relative to the site base path ('images/logo.svg'); full URLs
 * (https:, mailto:, //cdn…) and in-page anchors are used as they are.
 */
export function siteUrl(path: string, basePath: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

export function isAbsoluteUrl(path: string): boolean {
  return ABSOLUTE_URL.test(path);
}
