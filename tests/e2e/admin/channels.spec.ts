import type { Page } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { expect, test } from '../support/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Three seeded titles with distinct names (the item search finds them by name). */
async function threeTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/titles?perPage=30&order=popularity:desc');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ name: string }> };
  const names = [...new Set(body.data.map((title) => title.name))].filter(
    (name, _, all) => !all.some((other) => other !== name && other.startsWith(name)),
  );
  expect(names.length).toBeGreaterThanOrEqual(3);
  return names.slice(0, 3);
}

/** Types into an item search box and picks the record named `name`. */
async function addItem(page: Page, searchLabel: string, name: string) {
  const search = page.getByRole('combobox', { name: searchLabel });
  await search.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${escape(name)}`) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

test('an admin builds a curated channel of three titles, reorders them, puts it second on the homepage, and the homepage shows it there in that order', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const [first, second, third] = await threeTitles(admin);
  const name = `Curators ${Date.now().toString(36)}`;

  // A curated channel of three titles, the last moved to the front; the preview follows.
  await admin.goto('/admin/channels/new');
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const title of [first!, second!, third!]) {
    await addItem(admin, 'Search titles to add', title);
  }
  await admin.getByRole('button', { name: `Move ${third} earlier` }).click();
  await admin.getByRole('button', { name: `Move ${third} earlier` }).click();
  const preview = admin.getByRole('list', { name: 'Preview' });
  await expect(preview.getByRole('listitem').first()).toContainText(third!);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/channels\/\d+$/);

  // The homepage's rows: the new channel added, then moved up to the second place.
  await admin.goto('/admin/channels');
  await admin.getByRole('link', { name: 'Homepage' }).click();
  await expect(admin).toHaveURL(/\/admin\/channels\/homepage$/);
  await addItem(admin, 'Search channels to add', name);
  const rows = await admin.getByRole('button', { name: /^Reorder / }).count();
  for (let step = 0; step < rows - 2; step++) {
    await admin.getByRole('button', { name: `Move ${name} earlier` }).click();
  }
  const order = admin.getByRole('button', { name: /^Reorder / });
  await expect(order.nth(1)).toHaveAccessibleName(`Reorder ${name}`);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Element updated')).toBeVisible();

  // A visitor's homepage: the channel is the second row, its titles in the chosen order.
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading).toBeAttached();
  const home = (await page.request
    .get('/api/v1/channels/homepage?perPage=50')
    .then((r) => r.json())) as { content: { data: Array<{ name: string }> } };
  expect(home.content.data[1]!.name).toBe(name);
  const row = page.locator('section').filter({ has: heading });
  await expect(row.locator('h3')).toHaveText([third!, first!, second!]);
});
