/**
 * The key under which the server embeds a page's first API answer in the bootstrap data
 * (`loaders`), so the client's first render needs no round trip. `path` is the API path without
 * the prefix ('titles/12'); params with empty values are dropped and the rest sorted.
 */
export function loaderKey(path: string, params: Record<string, unknown> = {}): string {
  const search = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const clean = path.replace(/^\/+/, '');
  return search ? `${clean}?${search}` : clean;
}
