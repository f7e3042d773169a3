import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInWithPassword } from '../support/auth-steps';

/** On /admin/settings/authentication: sets 'Disable registration' and saves the page. */
async function setRegistrationDisabled(admin: Page, disabled: boolean) {
  await admin.goto('/admin/settings/authentication');
  const toggle = admin.getByRole('switch', { name: 'Disable registration' });
  await expect(toggle).toBeVisible();
  await toggle.setChecked(disabled);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved settings')).toBeVisible();
  // The stored value, not just the draft: a fresh load of the page shows it.
  await admin.reload();
  await expect(admin.getByRole('switch', { name: 'Disable registration' })).toBeChecked({
    checked: disabled,
  });
}

/** Set while the test has left registration disabled; afterEach turns it back on. */
let registrationLeftDisabled = false;

test.afterEach(async ({ page }) => {
  // A failure mid-test must not leave registration disabled for the specs that follow.
  if (!registrationLeftDisabled) return;
  await setRegistrationDisabled(page, false);
  registrationLeftDisabled = false;
});

test('disabling registration sends visitors from /register to /login and hides Register, except on the workspace join path', async ({
  page,
  browser,
}) => {
  // The site's cookie notice is fixed over the bottom of the page, where the settings' Save
  // button sits; acknowledge it whenever it gets in the way, as the admin would.
  await page.addLocatorHandler(page.getByRole('region', { name: 'Cookie notice' }), (notice) =>
    notice.getByRole('button', { name: 'OK', exact: true }).click(),
  );
  await signInWithPassword(page, 'admin@example.com', 'admin-password');
  await expect(page).toHaveURL(/\/admin\/?$/);

  await page.goto('/admin/settings/authentication');
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  // The e2e site starts with registration open; leave it that way at the end.
  await expect(page.getByRole('switch', { name: 'Disable registration' })).not.toBeChecked();

  const visitorContext = await browser.newContext();
  try {
    registrationLeftDisabled = true;
    await setRegistrationDisabled(page, true);

    const visitor = await visitorContext.newPage();
    await visitor.goto('/register');
    await expect(visitor).toHaveURL(/\/login$/);
    await expect(visitor.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(
      visitor.getByRole('link', { name: "Don't have an account? Sign up." }),
    ).toHaveCount(0);

    await visitor.goto('/');
    const navbar = visitor.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);

    // Spec 2.4: joining a workspace still registers, whatever the switch says.
    await visitor.goto('/workspace/join/register');
    await expect(visitor).toHaveURL(/\/workspace\/join\/register$/);
    await expect(
      visitor.getByRole('heading', { name: 'To join your team on Cinedex, create an account' }),
    ).toBeVisible();
    await expect(visitor.getByLabel('Email')).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(visitor.getByLabel('Confirm password')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Create account' })).toBeVisible();

    // Registration opens again.
    await setRegistrationDisabled(page, false);
    registrationLeftDisabled = false;

    await visitor.goto('/register');
    await expect(visitor.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/register$/);
    await expect(visitor.getByRole('button', { name: 'Create account' })).toBeVisible();
    await visitor.goto('/');
    await expect(
      visitor.getByRole('banner').getByRole('link', { name: 'Register', exact: true }),
    ).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
