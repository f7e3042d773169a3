import type { TitleCard } from '@common/catalogue/catalogue-types';

/** A title in the editor: what its row shows. */
export type EditorItem = Pick<TitleCard, 'id' | 'name' | 'year' | 'poster' | 'type'>;

export interface ListForm {
  name: string;
  description: string;
  public: boolean;
  items: EditorItem[];
}

/** The items with the one at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Adds a title at the end, unless it is already in the list. */
export function addItem(items: readonly EditorItem[], title: EditorItem): EditorItem[] {
  return items.some((item) => item.id === title.id) ? [...items] : [...items, title];
}

export function removeItem(items: readonly EditorItem[], titleId: number): EditorItem[] {
  return items.filter((item) => item.id !== titleId);
}

/** POST lists: the new list with its titles in order. */
export function createPayload(form: ListForm) {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    public: form.public,
    title_ids: form.items.map((item) => item.id),
  };
}

/** PUT lists/{id}: the list's own fields. */
export function updatePayload(form: ListForm) {
  const { title_ids: _ids, ...fields } = createPayload(form);
  return fields;
}

/**
 * What saving an existing list sends for its items: titles to add and remove, and the new order
 * when it differs from what the server will have after those changes (null: leave it).
 */
export function itemChanges(savedIds: readonly number[], currentIds: readonly number[]) {
  const saved = new Set(savedIds);
  const current = new Set(currentIds);
  const added = currentIds.filter((id) => !saved.has(id));
  const removed = savedIds.filter((id) => !current.has(id));
  // Server order after the changes: saved titles that stay, then the added ones appended.
  const expected = [...savedIds.filter((id) => current.has(id)), ...added];
  const reordered = expected.some((id, index) => id !== currentIds[index]);
  return { added, removed, order: reordered ? [...currentIds] : null };
}
