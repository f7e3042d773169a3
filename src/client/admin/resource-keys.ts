/** Resources whose single-record key is not simply the name without its trailing 's'. */
const SINGULAR_KEYS: Record<string, string> = {
  people: 'person',
  news: 'article',
  'custom-pages': 'page',
  localizations: 'localization',
  'file-entries': 'fileEntry',
};

/**
 * The key a single-record answer is wrapped in: GET users/1 → { user: {...} }.
 * Nested resources ('titles/1/videos') use their last segment.
 */
export function singularKey(resource: string): string {
  const name = resource.split('/').pop() ?? resource;
  return SINGULAR_KEYS[name] ?? name.replace(/s$/, '');
}

/** The write permission of a resource (spec 6): 'custom-pages' → 'custom_pages.update'. */
export function updatePermission(resource: string): string {
  return `${resource.replace(/-/g, '_')}.update`;
}
