import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Secret, TOTP } from 'otpauth';
import { logOutFromUserMenu, signInWithPassword } from '../support/auth-steps';
import { createUser } from '../support/e2e-database';

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

async function confirmPasswordIfAsked(page: Page, password: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm password' });
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

async function answerTwoFactorChallenge(page: Page, value: string, kind: 'code' | 'recovery') {
  await expect(page.getByRole('heading', { name: 'Two factor authentication' })).toBeVisible();
  if (kind === 'recovery') await page.getByRole('button', { name: 'Use recovery code' }).click();
  await page.getByRole('textbox', { name: kind === 'code' ? 'Code' : 'Recovery code' }).fill(value);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a member turns on two-factor, signs in with a code and a recovery code, uses an API token and deletes the account', async ({
  page,
}) => {
  const user = await createUser();
  await signInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account-settings');

  // Enable two-factor: confirm the password, read the setup key, answer with a computed code.
  const twoFactor = page.locator('#two-factor');
  await twoFactor.getByRole('button', { name: 'Enable' }).click();
  const passwordDialog = page.getByRole('dialog').filter({ hasText: 'Confirm password' });
  await passwordDialog
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('wrong-password');
  await passwordDialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(passwordDialog.getByText('This password is incorrect.')).toBeVisible();
  await passwordDialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await passwordDialog.getByRole('button', { name: 'Confirm', exact: true }).click();

  const secret = (await twoFactor.locator('code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await twoFactor.getByRole('textbox', { name: 'Code' }).fill(totpFor(secret).generate());
  await twoFactor.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(twoFactor.getByText('You have enabled two factor authentication.')).toBeVisible();
  // the codes arrive with their own request after the message: wait for them, then read them
  const codeItems = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(8);
  const recoveryCodes = await codeItems.allTextContents();
  expect(recoveryCodes[0]).toHaveLength(21);

  // Log in again with a TOTP code. The confirmation code's time step is spent, so use the next one.
  await logOutFromUserMenu(page);
  await signInWithPassword(page, user.email, user.password);
  await answerTwoFactorChallenge(
    page,
    totpFor(secret).generate({ timestamp: Date.now() + 30_000 }),
    'code',
  );

  // And with a recovery code, which then stops working.
  await logOutFromUserMenu(page);
  await signInWithPassword(page, user.email, user.password);
  await answerTwoFactorChallenge(page, recoveryCodes[0]!, 'recovery');

  // Create an API token and call the API with it from a client that has no cookies.
  await page.goto('/account-settings');
  const developers = page.locator('#developers');
  await developers.getByRole('button', { name: 'Create token' }).click();
  const tokenDialog = page.getByRole('dialog').filter({ hasText: 'Create new token' });
  await tokenDialog.getByRole('textbox', { name: 'Token name' }).fill('Film scripts');
  await tokenDialog.getByRole('button', { name: 'Create', exact: true }).click();
  await confirmPasswordIfAsked(page, user.password);
  const tokenField = page.getByRole('textbox', { name: 'API token' });
  await expect(tokenField).toHaveValue(/.{20,}/);
  const plainTextToken = await tokenField.inputValue();
  await expect(
    page.getByText(
      'Make sure to store your token in a safe place. After this dialog is closed, token will not be accessible again.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(developers.getByText('Film scripts')).toBeVisible();
  await expect(developers.getByText('Never')).toBeVisible();

  const api = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const me = await api.get('/api/v1/users/me', {
    headers: { Authorization: `Bearer ${plainTextToken}` },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(user.email);
  expect((await api.get('/api/v1/users/me')).status()).toBe(401);

  // Delete the account; the credentials stop working.
  await page.locator('#delete-account').getByRole('button', { name: 'Delete account' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await confirmPasswordIfAsked(page, user.password);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    (
      await api.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${plainTextToken}` } })
    ).status(),
  ).toBe(401);
  await api.dispose();
  await signInWithPassword(page, user.email, user.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});
