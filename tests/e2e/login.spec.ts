import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createUser } from './support/e2e-database';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test.describe('logging in and out', () => {
  test('the administrator logs in, lands on the admin dashboard, and logs out to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Stay signed in for a month')).toBeVisible();
    await signIn(page, 'admin@example.com', 'admin-password');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByText('Dashboard').first()).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: /Admin/ }).first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('wrong credentials show the error on the email field', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'not-the-password');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member lands on the home page and is kept out of the admin area', async ({ page }) => {
    const user = await createUser();
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Cinedex' })).toBeVisible();
    // billing is on (the e2e server's settings) and the member has no plan: spec 4 Guarding sends
    // a user lacking a route's permission to the plans
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(
      page.getByRole('heading', { name: 'Choose the right plan for you' }),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a banned member sees the suspended screen on every path', async ({ page }) => {
    const user = await createUser({ banned_at: new Date().toISOString() });
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(
      page.getByText(
        "You can't open Cinedex because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeVisible();
    await page.goto('/anything/else');
    await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  });
});
