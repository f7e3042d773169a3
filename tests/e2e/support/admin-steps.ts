import { expect, type Browser, type Page } from '@playwright/test';
import { signInWithPassword } from './auth-steps';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

/** A page in its own browser context, signed in as the administrator on /admin. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  return page;
}

/** Flips a switch on an admin settings tab to `on` and saves. */
export async function setSettingSwitch(page: Page, tab: string, label: string, on: boolean) {
  await page.goto(`/admin/settings/${tab}`);
  const toggle = page
    .getByRole('switch', { name: label })
    .or(page.getByRole('checkbox', { name: label }));
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved settings')).toBeVisible();
}
