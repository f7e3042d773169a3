import { expect, type Locator, type Page } from '@playwright/test';

/** Acknowledges the cookie notice whenever it covers what a step clicks. */
export async function dismissCookieNotice(page: Page) {
  await page.addLocatorHandler(page.getByRole('region', { name: 'Cookie notice' }), (notice) =>
    notice.getByRole('button', { name: 'OK', exact: true }).click(),
  );
}

/** Opens the user menu, then its workspace switcher (the entry names the active workspace). */
export async function openWorkspaceSwitcher(page: Page, active: string | RegExp): Promise<Locator> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const name = typeof active === 'string' ? `Workspace: ${active}` : active;
  await page.getByRole('menuitem', { name }).click();
  return page.getByRole('menu', { name: 'Workspaces' });
}

/** The active workspace, as the user menu names it. */
export async function expectActiveWorkspace(page: Page, name: string) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: `Workspace: ${name}` })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Creates a workspace from the switcher; it becomes the active one. */
export async function createWorkspace(page: Page, current: string, name: string) {
  const switcher = await openWorkspaceSwitcher(page, current);
  await switcher.getByRole('menuitem', { name: 'Create workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create workspace' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Created workspace ${name}`)).toBeVisible();
  await expectActiveWorkspace(page, name);
}

/** Opens the active workspace's manage page from the switcher. */
export async function manageWorkspace(page: Page, active: string) {
  const switcher = await openWorkspaceSwitcher(page, active);
  await switcher.getByRole('menuitem', { name: 'Manage workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: active })).toBeVisible();
}

/** On the manage page: invites one address with the default (member) role. */
export async function inviteByEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Emails' }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Sent 1 invite')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invites' })).toContainText(email);
}

/** Opens the navbar's notifications popover. */
export async function openNotifications(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

/** The popover's notification naming `text` (the newest first). */
export function notificationAbout(popover: Locator, text: string): Locator {
  return popover.getByRole('listitem').filter({ hasText: text }).first();
}
