/**
 * Lowercase words joined by hyphens with special characters removed; when that leaves nothing
 * (a name in a non-Latin script, say), whitespace is replaced by hyphens instead (spec 2.8).
 */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
  return slug || text.trim().toLowerCase().replace(/\s+/g, '-');
}
