import { moveItem } from '../uploads/move-item';

/** The ids with `activeId` moved to where `overId` is (a drop); unchanged when either is missing. */
export function moveById(ids: readonly number[], activeId: number, overId: number): number[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return [...ids];
  return moveItem(ids, from, to);
}

/** The ids with `id` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function moveByStep(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  return moveItem(ids, from, from + step);
}

/**
 * The items in the order of `ids` (an order saved optimistically, before the list is read
 * again); items the order does not name keep their place after those it does.
 */
export function orderedBy<T extends { id: number }>(
  items: readonly T[],
  ids: readonly number[] | null,
): T[] {
  if (!ids) return [...items];
  const rank = new Map(ids.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (rank.get(a.item.id) ?? ids.length + a.index) -
        (rank.get(b.item.id) ?? ids.length + b.index),
    )
    .map(({ item }) => item);
}

/** Whether two orders differ (a drop where it started saves nothing). */
export function orderChanged(before: readonly number[], after: readonly number[]): boolean {
  return before.length !== after.length || before.some((id, index) => after[index] !== id);
}
