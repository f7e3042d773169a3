import { expect, test } from '../support/test';
import { logOutFromUserMenu, signInWithPassword, uniqueEmail } from '../support/auth-steps';
import { waitForMail } from '../support/mailbox';

test('a new user registers, verifies the emailed code, resets a forgotten password and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'Velvet-Projector-42';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Email confirmation is required on the e2e site: every path shows the verify screen.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(
    page.getByText(`Enter the verification code we sent to ${email.slice(0, 2)}****@example.com`),
  ).toBeVisible();
  const verification = await waitForMail(email, /verif/i);
  const code = /\b(\d{6})\b/.exec(verification.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Code').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This code is invalid or has expired.')).toBeVisible();
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome to Cinedex' })).toBeVisible();

  await logOutFromUserMenu(page);

  await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page.getByText('If an account exists for this email, a password reset link has been sent.'),
  ).toBeVisible();
  const resetMail = await waitForMail(email, /reset/i);
  const link = /https?:\/\/\S+\/password\/reset\/[^\s"<>]+/.exec(resetMail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  const newPassword = 'Marquee-Lights-77';
  const resetUrl = new URL(link!);
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signInWithPassword(page, email, password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await signInWithPassword(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Cinedex' })).toBeVisible();
});
