/** A tag as the admin API answers it. */
export interface TagRecord {
  id: number;
  name: string;
  display_name: string | null;
  type: string;
  created_at: string;
  updated_at: string;
}

/** Only the fields the API accepts: react-admin submits the whole record otherwise. */
export function tagPayload(record: Partial<TagRecord>) {
  return {
    name: record.name ?? '',
    display_name: record.display_name || null,
    ...(record.type ? { type: record.type } : {}),
  };
}
