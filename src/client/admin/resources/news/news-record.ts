import { NEWS_STATES, type AdminNewsRecord, type NewsState } from '@common/api/admin-news';

const STATE_LABELS: Record<NewsState, string> = { draft: 'Draft', published: 'Published' };

export const newsStateChoices = (trans: (text: string) => string) =>
  NEWS_STATES.map((id) => ({ id, name: trans(STATE_LABELS[id]) }));

export const newsStateLabel = (state: NewsState) => STATE_LABELS[state];

/** The fields the news form edits; the API refuses any other (ids, slug, timestamps). */
const EDITABLE = ['title', 'body', 'image', 'source', 'byline', 'state'] as const;

export type NewsPayload = Partial<Pick<AdminNewsRecord, (typeof EDITABLE)[number]>>;

/** POST/PUT admin/news: the editable fields, blank optional text sent as null. */
export function newsPayload(record: Partial<Record<string, unknown>>): NewsPayload {
  const payload: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (!(field in record)) continue;
    const value = record[field];
    if (field === 'title' || field === 'body' || field === 'state') payload[field] = value;
    else payload[field] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  return payload as NewsPayload;
}
