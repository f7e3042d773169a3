import type { TagRecord } from '@common/api/tags';

export type { TagRecord };

/** Only the fields the API accepts: react-admin submits the whole record otherwise. */
export function tagPayload(record: Partial<TagRecord>) {
  return {
    name: record.name ?? '',
    display_name: record.display_name || null,
    ...(record.type ? { type: record.type } : {}),
  };
}
