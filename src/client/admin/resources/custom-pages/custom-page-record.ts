/** A custom page as the admin API answers it. */
export interface CustomPageRecord {
  id: number;
  title: string;
  slug: string;
  body: string;
  meta: { title?: string; description?: string };
  hide_nav: 0 | 1 | boolean;
  created_at: string;
  updated_at: string;
}

/** Only the fields the API accepts: react-admin submits the whole record otherwise. */
export function customPagePayload(record: Partial<CustomPageRecord>) {
  return {
    title: record.title ?? '',
    slug: record.slug || null,
    body: record.body ?? '',
    meta: {
      ...(record.meta?.title ? { title: record.meta.title } : {}),
      ...(record.meta?.description ? { description: record.meta.description } : {}),
    },
    hide_nav: Boolean(record.hide_nav),
  };
}

/** Public address of a page, as the site links to it. */
export function customPagePath(record: Pick<CustomPageRecord, 'id' | 'slug'>): string {
  return `/pages/${record.id}/${record.slug}`;
}
