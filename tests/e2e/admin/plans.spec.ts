import type { Page } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { expect, test } from '../support/test';

/** The admin's XSRF header, for the API calls that put the site back as it was. */
async function xsrfHeader(admin: Page): Promise<Record<string, string>> {
  const cookie = (await admin.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

async function billingEnabled(admin: Page): Promise<boolean> {
  const response = await admin.request.get('/api/v1/settings');
  const body = (await response.json()) as { settings: { billing?: { enable?: boolean } } };
  return body.settings.billing?.enable === true;
}

async function saveSettings(admin: Page, values: Record<string, unknown>) {
  const response = await admin.request.put('/api/v1/settings', {
    headers: await xsrfHeader(admin),
    data: values,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Takes the plan off /pricing again (a partial update), so other specs see the page they expect. */
async function hidePlan(admin: Page, id: number) {
  const saved = await admin.request.put(`/api/v1/admin/plans/${id}`, {
    headers: await xsrfHeader(admin),
    data: { hidden: true, recommended: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The shown tab's Add button (react-admin keeps the other tabs' inputs in the page, hidden). */
const addButton = (admin: Page) =>
  admin.getByRole('button', { name: 'Add', exact: true }).filter({ visible: true });

test('the admin creates a plan at /admin/plans/new and /pricing shows it as most popular, with its prices per cycle and the save-up badge', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const name = `Festival Pass ${Date.now().toString(36)}`;
  const feature = `Premieres before anyone ${Date.now().toString(36)}`;
  const billingWasEnabled = await billingEnabled(admin);
  let planId: number | null = null;
  try {
    await saveSettings(admin, { 'billing.enable': true });

    // Details: a name and the recommended switch.
    await admin.goto('/admin/plans/new');
    await expect(admin).toHaveURL(/\/admin\/plans\/create$/);
    await admin.getByRole('textbox', { name: 'Name' }).fill(name);
    await admin
      .getByRole('switch', { name: 'Recommended' })
      .or(admin.getByRole('checkbox', { name: 'Recommended' }))
      .click();

    // Prices, typed in major units: $12.50 a month and $75 a year (twelve months cost $150,
    // 100% more than a year).
    await admin.getByRole('tab', { name: 'Prices' }).click();
    await addButton(admin).click();
    await admin.getByRole('textbox', { name: 'Amount' }).first().fill('12.50');
    await addButton(admin).click();
    await admin.getByRole('textbox', { name: 'Amount' }).nth(1).fill('75');
    await admin.getByRole('combobox', { name: 'Interval' }).nth(1).click();
    await admin.getByRole('option', { name: 'Year' }).click();
    await expect(admin.getByRole('combobox', { name: 'Currency' }).nth(1)).toHaveText('USD');

    // Features: one line under "What's included".
    await admin.getByRole('tab', { name: 'Features' }).click();
    // once the tab shows, the Prices tab's Add button is hidden and the visible one is ours
    await expect(
      admin.getByText('Shown under "What\'s included" on the pricing page'),
    ).toBeVisible();
    await addButton(admin).click();
    await admin.getByRole('textbox', { name: 'Feature' }).fill(feature);

    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/plans\/\d+$/);
    planId = Number(new URL(admin.url()).pathname.split('/').pop());
    // the e2e server configures both gateways' stand-ins, so saving created the plan there
    await expect(admin.getByText('Stripe: synced')).toBeVisible();
    await expect(admin.getByText('PayPal: synced')).toBeVisible();

    // The list sums the plan up in minor units formatted back.
    await admin.goto('/admin/plans');
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$12.50 / month · $75 / year');
    await expect(row).toContainText('Recommended');

    // A visitor's pricing page: annual first, the badge, the card and its yearly price.
    await page.goto('/pricing');
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Most popular')).toBeVisible();
    await expect(card.getByText(feature)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(page.getByText('Save up to 100%')).toBeVisible();
    await expect(card).toContainText('$75');
    await expect(card).toContainText('/ year');

    // Monthly: the same card at its monthly price.
    // the radio itself is visually hidden inside its label, which takes the click
    const cycles = page.getByRole('radiogroup', { name: 'Billing cycle' });
    await cycles.getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(card).toContainText('$12.50');
    await expect(card).toContainText('/ month');
    await expect(card).not.toContainText('$75');
  } finally {
    if (planId !== null) await hidePlan(admin, planId);
    if (!billingWasEnabled) await saveSettings(admin, { 'billing.enable': false });
    await admin.context().close();
  }
});
