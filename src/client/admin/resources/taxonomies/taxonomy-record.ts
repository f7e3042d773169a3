import type { Identifier } from 'react-admin';
import type { AdminTaxonomyKind, AdminTaxonomyRecord } from '@common/api/admin-taxonomies';

export type { AdminTaxonomyKind, AdminTaxonomyRecord };

/** Only the fields the API accepts; an empty URL key lets the server make or keep it. */
export function taxonomyPayload(record: Partial<AdminTaxonomyRecord>) {
  return {
    display_name: record.display_name ?? '',
    name: record.name?.trim() || null,
  };
}

/** The merge target a dialog proposes first: the one with most titles (ties: the first chosen). */
export function defaultMergeTarget(records: AdminTaxonomyRecord[]): Identifier | undefined {
  let best: AdminTaxonomyRecord | undefined;
  for (const record of records) {
    if (!best || record.titles_count > best.titles_count) best = record;
  }
  return best?.id;
}

/** POST admin/{kind}/merge's body: every other selected one goes into the target. */
export function mergeRequest(selectedIds: Identifier[], into: Identifier) {
  return {
    ids: selectedIds.map(Number).filter((id) => id !== Number(into)),
    into: Number(into),
  };
}
