import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '@common/menus/menu';
import type { User } from '@common/users/user';
import {
  isMenuItemVisible,
  menuItemsForPosition,
  resolveMenuAction,
  type MenuVisibilityContext,
} from '@client/app/layout/menus/menu-item-visibility';
import { buildBootstrapFixture, buildUserFixture } from '../../../../../support/bootstrap-fixture';

const GUEST_ROLE = { id: 1, permissions: [{ name: 'titles.view', restrictions: [] }] };

function item(overrides: Partial<MenuItem> = {}): MenuItem {
  return { id: 'x', type: 'route', label: 'X', action: '/x', ...overrides };
}

function ctx(
  user: User | null,
  settingsPatch: Record<string, unknown> = {},
): MenuVisibilityContext {
  const settings = { ...buildBootstrapFixture().settings, ...settingsPatch };
  return { user, guestRole: GUEST_ROLE, settings };
}

const visible = (menuItem: MenuItem, context: MenuVisibilityContext) =>
  isMenuItemVisible(menuItem, context);

describe('isMenuItemVisible', () => {
  const user = buildUserFixture({ roles: [{ id: 2, name: 'users' }] });

  it('shows an unrestricted item with an action to everyone', () => {
    expect(visible(item(), ctx(null))).toBe(true);
    expect(visible(item(), ctx(user))).toBe(true);
  });

  it('requires every listed role', () => {
    const editor = buildUserFixture({
      roles: [
        { id: 2, name: 'users' },
        { id: 3, name: 'editors' },
      ],
    });
    expect(visible(item({ roles: [2] }), ctx(user))).toBe(true);
    expect(visible(item({ roles: [3] }), ctx(user))).toBe(false);
    expect(visible(item({ roles: [2, 3] }), ctx(user))).toBe(false);
    expect(visible(item({ roles: [2, 3] }), ctx(editor))).toBe(true);
  });

  it('treats visitors as holding the guest role', () => {
    expect(visible(item({ roles: [GUEST_ROLE.id] }), ctx(null))).toBe(true);
    expect(visible(item({ roles: [2] }), ctx(null))).toBe(false);
    expect(visible(item({ roles: [GUEST_ROLE.id] }), ctx(user))).toBe(false);
  });

  it('requires every listed permission', () => {
    const developer = buildUserFixture({
      permissions: [
        { name: 'titles.view', restrictions: [] },
        { name: 'api.access', restrictions: [] },
      ],
    });
    expect(visible(item({ permissions: ['api.access'] }), ctx(user))).toBe(false);
    expect(visible(item({ permissions: ['api.access'] }), ctx(developer))).toBe(true);
    expect(visible(item({ permissions: ['api.access', 'admin.access'] }), ctx(developer))).toBe(
      false,
    );
  });

  it("checks visitors against the guest role's permissions", () => {
    expect(visible(item({ permissions: ['titles.view'] }), ctx(null))).toBe(true);
    expect(visible(item({ permissions: ['api.access'] }), ctx(null))).toBe(false);
  });

  it('lets the admin permission pass every permission check', () => {
    const admin = buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] });
    expect(visible(item({ permissions: ['admin.access', 'api.access'] }), ctx(admin))).toBe(true);
  });

  it('requires every settings condition to match', () => {
    const apiItem = item({ settings: { 'api.integrated': true } });
    expect(visible(apiItem, ctx(user, { api: { integrated: true } }))).toBe(true);
    expect(visible(apiItem, ctx(user, { api: { integrated: false } }))).toBe(false);

    const both = item({ settings: { 'api.integrated': true, 'billing.enable': true } });
    expect(
      visible(both, ctx(user, { api: { integrated: true }, billing: { enable: false } })),
    ).toBe(false);
    expect(visible(both, ctx(user, { api: { integrated: true }, billing: { enable: true } }))).toBe(
      true,
    );
    expect(visible(item({ settings: { 'no.such.setting': true } }), ctx(user))).toBe(false);
  });

  it('hides items without an action', () => {
    expect(visible(item({ action: '' }), ctx(user))).toBe(false);
    expect(visible(item({ action: '   ' }), ctx(user))).toBe(false);
  });

  it("shows 'subscribed' items only to users with a subscription, 'unsubscribed' only to others", () => {
    const subscriber = buildUserFixture({ subscriptions: [{ id: 1, valid: true, active: true }] });
    const lapsed = buildUserFixture({ subscriptions: [{ id: 1, valid: false, active: false }] });
    const subscribed = item({ subscriptionStatus: 'subscribed' });
    const unsubscribed = item({ subscriptionStatus: 'unsubscribed' });

    expect(visible(subscribed, ctx(subscriber))).toBe(true);
    expect(visible(subscribed, ctx(lapsed))).toBe(false);
    expect(visible(subscribed, ctx(null))).toBe(false);
    expect(visible(unsubscribed, ctx(subscriber))).toBe(false);
    expect(visible(unsubscribed, ctx(lapsed))).toBe(true);
    expect(visible(unsubscribed, ctx(null))).toBe(true);
  });
});

describe('menuItemsForPosition', () => {
  it('collects the items of every menu at the position, in order', () => {
    const menus: Menu[] = [
      { id: 'a', name: 'A', positions: ['footer'], items: [item({ id: 'a1' })] },
      { id: 'b', name: 'B', positions: ['navbar'], items: [item({ id: 'b1' })] },
      { id: 'c', name: 'C', positions: ['navbar', 'footer'], items: [item({ id: 'c1' })] },
    ];
    expect(menuItemsForPosition(menus, 'footer').map((i) => i.id)).toEqual(['a1', 'c1']);
    expect(menuItemsForPosition(menus, 'sidebar-primary')).toEqual([]);
  });
});

describe('resolveMenuAction', () => {
  it('replaces every {currentUserId} placeholder with the user id', () => {
    expect(resolveMenuAction('/user/{currentUserId}/lists', 7)).toBe('/user/7/lists');
    expect(resolveMenuAction('/a/{currentUserId}?u={currentUserId}', 12)).toBe('/a/12?u=12');
    expect(resolveMenuAction('/user/{currentUserId}', null)).toBe('/user/');
    expect(resolveMenuAction('/plain', 7)).toBe('/plain');
  });
});
