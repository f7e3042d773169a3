import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createUser } from '../support/e2e-database';
import { uniqueEmail } from '../support/auth-steps';

/** What the local OAuth2 provider reports as the signed-in Google user (scripts/e2e-server.mjs). */
function providerReports(userinfo: Record<string, unknown>) {
  writeFileSync(
    path.resolve('test-results/e2e-storage/oauth-userinfo.json'),
    JSON.stringify(userinfo),
  );
}

/** Clicks the button and waits for the popup to open; callers wait for its outcome on the page. */
async function continueWithGoogle(page: Page) {
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await popup;
}

test('a visitor signs up with Google through the popup', async ({ page }) => {
  const email = uniqueEmail('google');
  providerReports({
    sub: `google-${Date.now()}`,
    email,
    email_verified: true,
    name: 'Greta Gerwig',
  });
  await continueWithGoogle(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Greta Gerwig' })).toBeVisible();
});

test("Google sign-in for an existing email asks for that account's password to connect them", async ({
  page,
}) => {
  const user = await createUser();
  providerReports({
    sub: `google-${Date.now()}`,
    email: user.email,
    email_verified: true,
    name: 'Existing Person',
  });
  await continueWithGoogle(page);

  const dialog = page.getByRole('dialog').filter({ hasText: 'Password required' });
  await expect(
    dialog.getByText(
      'An account with this email address already exists. If you want to connect the two accounts, enter existing account password.',
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-it');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByText(/password is incorrect|do not match/i)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account now shows Google as connected in its settings.
  await page.goto('/account-settings');
  const social = page.locator('#social-login');
  await expect(social.getByRole('button', { name: 'Disable' })).toBeVisible();
});
