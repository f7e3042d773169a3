import type { Page } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { signInWithPassword } from '../support/auth-steps';
import { clearTodaysReportEvents, createUser, roleIdByName } from '../support/e2e-database';
import { expect, test } from '../support/test';

/** The proxy country header the e2e server trusts (COUNTRY_HEADER in scripts/e2e-server.mjs). */
const COUNTRY_HEADER = 'cf-ipcountry';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A report panel (a titled region) of the page. */
const panel = (page: Page, name: string) =>
  page.getByRole('region', { name }).filter({ has: page.getByRole('heading', { level: 2 }) });

test('a visit shows in the visitors report, presets compare periods, the dashboard shows the headline, and moderators have no reports', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await clearTodaysReportEvents();

  // A visitor from Iceland on a phone arrives from a news site and opens a title page.
  const visitorContext = await browser.newContext({
    userAgent: PHONE,
    extraHTTPHeaders: { [COUNTRY_HEADER]: 'IS' },
  });
  const visitor = await visitorContext.newPage();
  const series = await visitor.request.get('/api/v1/channels/series');
  const titleId = ((await series.json()) as { content: { data: Array<{ id: number }> } }).content
    .data[0]!.id;
  await visitor.goto('/', { referer: 'https://news.example.org/feature' });
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await visitor.goto(`/titles/${titleId}`);
  await expect(visitor).toHaveURL(new RegExp(`/titles/${titleId}\\b`));
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await visitorContext.close();

  // The admin sees the visit counted once the events are written (about a second behind).
  const admin = await adminPage(browser);
  await admin.goto('/admin/reports/visitors');
  await expect(admin.getByRole('tab', { name: 'Visitors', selected: true })).toBeVisible();
  await expect(async () => {
    await admin.reload();
    await expect(panel(admin, 'Countries').getByRole('row', { name: /Iceland/ })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(panel(admin, 'Devices').getByRole('row', { name: /Mobile/ })).toBeVisible();
  await expect(panel(admin, 'Browsers').getByRole('row', { name: /Safari/ })).toBeVisible();
  await expect(
    panel(admin, 'Referrers').getByRole('row', { name: /news\.example\.org/ }),
  ).toBeVisible();
  await expect(
    panel(admin, 'Pages').getByRole('row', { name: new RegExp(`/titles/${titleId}\\b`) }),
  ).toBeVisible();

  // Presets go into the URL and every figure is compared with the period before.
  const visits = admin.getByRole('region', { name: 'Visits' }).first();
  await admin.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(admin).toHaveURL(/\/admin\/reports\/visitors\?range=7d$/);
  await expect(visits.getByText(/^Previous period: \d+$/)).toBeVisible();
  await expect(visits.getByText(/^(New|Up \d+%|Down \d+%|No change)$/)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Visits' })).toBeAttached();
  await expect(
    admin.getByRole('table', { name: 'Visits' }).getByRole('columnheader', {
      name: 'Previous period',
      exact: true,
    }),
  ).toBeAttached();
  await admin.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(admin).toHaveURL(/\?range=90d$/);

  // A custom range survives a reload and follows to another report.
  await admin.getByRole('button', { name: 'Custom' }).click();
  const today = new Date().toISOString().slice(0, 10);
  const tenDaysAgo = new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10);
  await admin.getByRole('textbox', { name: 'From', exact: true }).fill(tenDaysAgo);
  await admin.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin).toHaveURL(new RegExp(`\\?from=${tenDaysAgo}&to=${today}$`));
  await admin.reload();
  await expect(admin.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(tenDaysAgo);
  await expect(panel(admin, 'Countries').getByRole('row', { name: /Iceland/ })).toBeVisible();
  await admin.getByRole('tab', { name: 'Insights' }).click();
  await expect(admin).toHaveURL(
    new RegExp(`/admin/reports/insights\\?from=${tenDaysAgo}&to=${today}$`),
  );
  await expect(admin.getByRole('region', { name: 'Unique visitors' })).toBeVisible();
  await expect(panel(admin, 'Top titles')).toBeVisible();

  // The dashboard shows the headline figures and charts, linking to the reports.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  for (const kpi of ['Visits', 'Unique visitors', 'Plays', 'New members', 'Reviews', 'Comments'])
    await expect(admin.getByRole('region', { name: kpi }).first()).toBeVisible();
  const chart = panel(admin, 'Visits');
  await expect(chart.locator('svg').first()).toBeVisible({ timeout: 15_000 });
  await expect(admin.getByRole('link', { name: 'Open the reports' })).toHaveAttribute(
    'href',
    '/admin/reports/insights',
  );
  await admin.context().close();

  // A moderator has no Reports menu item, and /admin/reports is not theirs.
  const moderator = await createUser({}, { roleId: roleIdByName('moderators') });
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, moderator.email, moderator.password);
  // admin.access sends them to the admin after signing in
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Last 30 days' })).toHaveCount(0);
  await page.goto('/admin/reports/visitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Countries' })).toHaveCount(0);
});
