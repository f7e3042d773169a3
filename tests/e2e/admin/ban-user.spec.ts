import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInWithPassword } from '../support/auth-steps';
import { createUser } from '../support/e2e-database';

const SUSPENDED_TEXT =
  "You can't open Cinedex because your account is suspended. Contact the Admin to re-activate your account.";

async function expectSuspendedScreen(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  await expect(page.getByText(SUSPENDED_TEXT, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Cinedex' })).toHaveCount(0);
}

test('an admin bans a member with a reason, the member sees the suspended screen everywhere, and unbanning restores the site', async ({
  page,
  browser,
}) => {
  const name = `Ban Target ${Date.now()}`;
  const member = await createUser({ name });
  const reason = `Spoilers in every review ${Date.now()}`;

  // The site's cookie notice is fixed over the bottom of the page; the admin acknowledges it
  // whenever it gets in the way of a click.
  await page.addLocatorHandler(page.getByRole('region', { name: 'Cookie notice' }), (notice) =>
    notice.getByRole('button', { name: 'OK', exact: true }).click(),
  );

  // The admin finds the member through the users list search.
  await signInWithPassword(page, 'admin@example.com', 'admin-password');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await page.getByPlaceholder('Search').fill(member.email);
  const memberRow = page.getByRole('row').filter({ hasText: member.email });
  await expect(memberRow).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'admin@example.com' })).toHaveCount(0);
  // The email cell is a mailto: link, so open the record from the name cell.
  await memberRow.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(member.email);
  const userPath = new URL(page.url()).pathname;

  // Security tab: ban with a reason, confirming the dialog.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(new RegExp(`${userPath}/security$`));
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Ban user' }).click();
  const banDialog = page.getByRole('dialog');
  await expect(banDialog.getByText(`Ban ${name}?`, { exact: true })).toBeVisible();
  await expect(
    banDialog.getByText('The user is signed out everywhere and sees the suspended screen.'),
  ).toBeVisible();
  await banDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(banDialog).toBeHidden();
  await expect(page.getByText('User banned')).toBeVisible();
  await expect(page.getByText(`Banned: ${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unban' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ban user' })).toHaveCount(0);

  // The banned state survives a reload (it is stored, not just shown).
  await page.reload();
  await expect(page.getByText(`Banned: ${reason}`)).toBeVisible();

  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await signInWithPassword(memberPage, member.email, member.password);
    await expectSuspendedScreen(memberPage);
    await memberPage.goto('/account-settings');
    await expectSuspendedScreen(memberPage);
    await memberPage.goto('/');
    await expectSuspendedScreen(memberPage);

    // The admin unbans, again after a confirmation.
    await page.getByRole('button', { name: 'Unban' }).click();
    const unbanDialog = page.getByRole('dialog');
    await expect(unbanDialog.getByText(`Unban ${name}?`, { exact: true })).toBeVisible();
    await expect(
      unbanDialog.getByText('The user can sign in and use the site again.'),
    ).toBeVisible();
    await unbanDialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(unbanDialog).toBeHidden();
    await expect(page.getByText('User unbanned')).toBeVisible();
    await expect(page.getByText(`Banned: ${reason}`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ban user' })).toBeVisible();

    // The member's session outlives the unban: reloading / shows the normal home page.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/$/);
    await expect(memberPage.getByRole('heading', { name: 'Welcome to Cinedex' })).toBeVisible();
    await expect(
      memberPage.getByRole('heading', { name: 'Your account is suspended' }),
    ).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});
