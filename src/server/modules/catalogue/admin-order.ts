/**
 * A reorder of some rows of an ordered list: the given ids take, in their new order, the
 * positions they held between them, and every row of the list is numbered 0, 1, 2 … so ties
 * left by imports disappear. Returns the new order of every row whose order changes.
 *
 * `current` is the whole list in its current order; `ids` a subset of it (checked by the caller).
 */
export function reorderedPositions(
  current: { id: number; order: number }[],
  ids: number[],
): Map<number, number> {
  const moved = new Set(ids);
  const queue = [...ids];
  const changes = new Map<number, number>();
  current.forEach((row, index) => {
    const id = moved.has(row.id) ? queue.shift()! : row.id;
    const previous = id === row.id ? row.order : current.find((other) => other.id === id)!.order;
    if (previous !== index) changes.set(id, index);
  });
  return changes;
}
