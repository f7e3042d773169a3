import type { Page } from '@playwright/test';
import type { AdminPlan } from '@common/api/admin-billing';
import { adminPage } from '../support/admin-steps';
import { uniqueEmail } from '../support/auth-steps';
import { waitForMail } from '../support/mailbox';
import { expect, test, waitForApp } from '../support/test';

/** The admin's XSRF header, for API calls made from the admin's browser context. */
async function xsrfHeader(admin: Page): Promise<Record<string, string>> {
  const cookie = (await admin.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

let admin: Page;
let plan: AdminPlan;

// The e2e server turns billing on and points Stripe at its stand-in (scripts/e2e-server.mjs).
test.beforeAll(async ({ browser }) => {
  admin = await adminPage(browser);
  // Twelve months cost as much as a year: this plan does not change the pricing page's badge,
  // which other specs check.
  const created = await admin.request.post('/api/v1/admin/plans', {
    headers: await xsrfHeader(admin),
    data: {
      name: `Cinephile ${Date.now()}`,
      description: 'Every film, no ads',
      feature_list: ['Unlimited lists', 'No ads'],
      prices: [
        { amount: 1000, currency: 'USD', interval: 'month', interval_count: 1 },
        { amount: 12000, currency: 'USD', interval: 'year', interval_count: 1 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  plan = ((await created.json()) as { plan: AdminPlan }).plan;
});

test.afterAll(async () => {
  // Leave /pricing as other specs expect it.
  await admin.request.put(`/api/v1/admin/plans/${plan.id}`, {
    headers: await xsrfHeader(admin),
    data: { hidden: true },
  });
  await admin.context().close();
});

test('a visitor picks a plan on /pricing, registers, pays with card, sees it in /billing, cancels and renews', async ({
  page,
}) => {
  const email = uniqueEmail('subscriber');
  const password = 'Golden-Reel-2026';
  const yearly = plan.prices.find((price) => price.interval === 'year')!;

  await page.goto('/pricing');
  await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
  const card = page.getByRole('article', { name: plan.name });
  await expect(card.getByText('$120')).toBeVisible();
  await expect(card.getByText('/ year')).toBeVisible();
  // the radios are styled as a segmented switch: a person clicks their labels
  const cycles = page.getByRole('radiogroup', { name: 'Billing cycle' });
  await cycles.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(card.getByText('$10')).toBeVisible();
  // the Annual label also holds the save-up badge (the demo's Plus plan saves 20%)
  await cycles.locator('label').filter({ hasText: 'Annual' }).click();
  await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await card.getByRole('link', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/register\?redirectFrom=pricing$/);
  await expect(
    page.getByRole('heading', { name: "First, let's create your account" }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Email confirmation is required on the e2e site: the verify screen shows over the checkout.
  await expect(page).toHaveURL(new RegExp(`/checkout/${plan.id}/${yearly.id}$`));
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const verification = await waitForMail(email, /verif/i);
  const code = /\b(\d{6})\b/.exec(verification.text ?? '')?.[1];
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Next' }).click();
  // a valid code reloads the page, here the checkout
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
  await expect(page.getByText('$120')).toBeVisible();
  const appOrigin = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Pay with card' }).click();

  // Stripe Checkout's hosted page, served by the stand-in at its own origin
  await page.waitForURL((url) => url.origin !== appOrigin);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/checkout/${plan.id}/${yearly.id}/stripe/done\\?session_id=`),
  );
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { name: `You're subscribed to ${plan.name}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('be.onboarding.selected'))).toBeNull();

  // the refreshed user now has the Billing menu item
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByText(plan.name)).toBeVisible();
  await expect(current.getByText('Active')).toBeVisible();
  await expect(current.getByText(/^Renews on /)).toBeVisible();

  await current.getByRole('link', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Your subscription has been cancelled.')).toBeVisible();
  await expect(current.getByText('Cancelled')).toBeVisible();
  await expect(current.getByText(/^Your plan stays active until /)).toBeVisible();

  await current.getByRole('link', { name: 'Renew subscription' }).click();
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Your subscription has been renewed.')).toBeVisible();
  await expect(current.getByText('Active')).toBeVisible();
  await expect(current.getByRole('link', { name: 'Cancel subscription' })).toBeVisible();

  // what the browser shows is what the server holds
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Current plan' }).getByText('Active'),
  ).toBeVisible();
});
