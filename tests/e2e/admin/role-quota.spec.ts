import { expect, test } from '../support/test';
import { signInWithPassword } from '../support/auth-steps';
import { adminPage } from '../support/admin-steps';
import { createUser } from '../support/e2e-database';

test('an admin creates a role with a list limit, gives it to a member, and the member meets the limit', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  const roleName = `Critics ${Date.now()}`;
  await admin.goto('/admin/roles/new');
  await admin.getByRole('textbox', { name: 'Name' }).fill(roleName);
  await admin.getByRole('switch', { name: 'View titles' }).click();
  await admin.getByRole('switch', { name: 'Create lists' }).click();
  await admin.getByRole('spinbutton', { name: 'count' }).fill('1');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/created|saved/i).first()).toBeVisible();

  // The member keeps only the new role.
  const member = await createUser();
  await admin.goto(`/admin/users/${member.id}`);
  const roles = admin.getByRole('combobox', { name: 'Roles' });
  await expect(admin.getByRole('button', { name: 'users' })).toBeVisible();
  await roles.click();
  await roles.press('Backspace');
  await roles.fill(roleName);
  await admin.getByRole('option', { name: roleName }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/updated|saved/i).first()).toBeVisible();
  await admin.context().close();

  await signInWithPassword(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/lists/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('First and only');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First and only' })).toBeVisible();

  await page.goto('/lists/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('One too many');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByText('You have reached the maximum of 1 list.')).toBeVisible();
  await expect(page).toHaveURL(/\/lists\/new$/);
});
