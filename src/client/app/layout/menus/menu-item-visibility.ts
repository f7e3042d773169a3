import type { Menu, MenuItem } from '@common/menus/menu';
import { CURRENT_USER_ID_PLACEHOLDER } from '@common/menus/menu';
import {
  hasPermission,
  hasRole,
  isSubscribed,
  type PermissionSubject,
} from '@common/permissions/permission-check';
import type { Role } from '@common/permissions/permission';
import type { PublicSettings } from '@common/settings/site-settings';

export interface MenuVisibilityContext {
  user: PermissionSubject['user'];
  guestRole: Pick<Role, 'id' | 'permissions'> | null;
  settings: PublicSettings;
}

/** Reads a dotted path such as 'api.integrated' from the settings; undefined when absent. */
export function readSettingPath(settings: PublicSettings, path: string): unknown {
  let value: unknown = settings;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function holdsRole(ctx: MenuVisibilityContext, roleId: number): boolean {
  // visitors hold the guest role, so an item can target them specifically
  if (!ctx.user) return ctx.guestRole?.id === roleId;
  return hasRole(ctx, roleId);
}

function subscriptionFits(item: MenuItem, ctx: MenuVisibilityContext): boolean {
  if (item.subscriptionStatus === 'subscribed') return isSubscribed(ctx.user);
  if (item.subscriptionStatus === 'unsubscribed') return !isSubscribed(ctx.user);
  return true;
}

/** Spec 5 Menu item visibility. */
export function isMenuItemVisible(item: MenuItem, ctx: MenuVisibilityContext): boolean {
  if (!item.action?.trim()) return false;
  if (!(item.roles ?? []).every((roleId) => holdsRole(ctx, roleId))) return false;
  if (!(item.permissions ?? []).every((name) => hasPermission(ctx, name))) return false;
  const conditions = Object.entries(item.settings ?? {});
  if (!conditions.every(([path, wanted]) => readSettingPath(ctx.settings, path) === wanted)) {
    return false;
  }
  return subscriptionFits(item, ctx);
}

/** Items of every menu placed at the position, in menu order. */
export function menuItemsForPosition(menus: Menu[], position: string): MenuItem[] {
  return menus.filter((menu) => menu.positions.includes(position)).flatMap((menu) => menu.items);
}

/** Fills the {currentUserId} placeholder; visitors get an empty string. */
export function resolveMenuAction(action: string, userId: number | null | undefined): string {
  return action.split(CURRENT_USER_ID_PLACEHOLDER).join(userId == null ? '' : String(userId));
}
