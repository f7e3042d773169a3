import type { CustomPageRecord } from '@common/api/pages';

export type { CustomPageRecord };

/** What the form holds: the record, with the switch as a boolean once it was touched. */
type CustomPageFormValues = Partial<Omit<CustomPageRecord, 'hide_nav'>> & {
  hide_nav?: CustomPageRecord['hide_nav'] | boolean;
};

/** Only the fields the API accepts: react-admin submits the whole record otherwise. */
export function customPagePayload(record: CustomPageFormValues) {
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
