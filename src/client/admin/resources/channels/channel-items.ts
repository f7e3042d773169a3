import type { AdminChannelItem } from '@common/api/admin-channels';

/** The items with one more at the end (once: an item already there stays where it is). */
export function addItem(items: AdminChannelItem[], item: AdminChannelItem): AdminChannelItem[] {
  return items.some((entry) => entry.item_id === item.item_id) ? items : [...items, item];
}

export function removeItem(items: AdminChannelItem[], itemId: number): AdminChannelItem[] {
  return items.filter((item) => item.item_id !== itemId);
}

/** The items in the order of `ids` (ids not among them are ignored, items not in ids kept last). */
export function reorderItems(items: AdminChannelItem[], ids: number[]): AdminChannelItem[] {
  const byId = new Map(items.map((item) => [item.item_id, item]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return [...ordered, ...items.filter((item) => !ids.includes(item.item_id))];
}
