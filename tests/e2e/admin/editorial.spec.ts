import type { Page } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { sampleFolder, writePng } from '../support/sample-files';
import { expect, test } from '../support/test';

/** The id in an admin edit address (/admin/{resource}/{id}). */
function recordIdOf(page: Page, resource: string): number {
  const match = new URL(page.url()).pathname.match(new RegExp(`/admin/${resource}/(\\d+)`));
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

/** Three titles of the demo catalogue with distinct names. */
async function threeTitles(page: Page): Promise<Array<{ id: number; name: string }>> {
  const response = await page.request.get('/api/v1/titles?perPage=30');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ id: number; name: string }> };
  const byName = new Map(data.map((title) => [title.name, title]));
  const titles = [...byName.values()].slice(0, 3);
  expect(titles).toHaveLength(3);
  return titles;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an admin writes a news article as a draft with rich text and an image, then publishes it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const title = `Premiere night ${Date.now().toString(36)}`;

  await admin.goto('/admin/news/add');
  await expect(admin).toHaveURL(/\/admin\/news\/create$/);
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = admin.locator('.ProseMirror');
  await editor.click();
  await admin.keyboard.type('The stars arrived ');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.type('early');
  await admin.keyboard.press('Control+b');
  await admin.keyboard.type('.');
  const image = admin.getByRole('group', { name: 'Image' });
  const chooser = admin.waitForEvent('filechooser');
  await image.getByRole('button', { name: 'Upload Image' }).click();
  await (await chooser).setFiles(writePng(sampleFolder(), `news-${Date.now()}.png`, 120));
  await expect(image.getByRole('img', { name: 'Preview of Image' })).toHaveAttribute(
    'src',
    /\/uploads\/files\/[\w-]+$/,
    { timeout: 20_000 },
  );
  await admin.getByRole('textbox', { name: 'Source link' }).fill('https://example.com/premiere');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/news\/\d+$/);
  const articleId = recordIdOf(admin, 'news');

  // A draft: not on the site.
  expect((await page.request.get(`/api/v1/news/${articleId}`)).status()).toBe(404);
  const draftPage = await page.goto(`/news/${articleId}`);
  expect(draftPage?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Published: the visitor reads it, bold text and image included.
  await admin.getByRole('combobox', { name: 'State' }).click();
  await admin.getByRole('option', { name: 'Published' }).click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByRole('link', { name: 'View on site' })).toBeVisible();
  await page.goto(`/news/${articleId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'early' })).toBeVisible();
  await admin.context().close();
});

test('an admin builds a site list of three titles and reorders them; the public page follows', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const [a, b, c] = await threeTitles(admin);
  const name = `Staff picks ${Date.now().toString(36)}`;

  await admin.goto('/admin/lists/new');
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/lists\/\d+$/);
  const listId = recordIdOf(admin, 'lists');

  const search = admin.getByRole('combobox', { name: 'Add a title' });
  for (const title of [a!, b!, c!]) {
    await search.fill(title.name);
    await admin
      .getByRole('option', { name: new RegExp(`^${escape(title.name)}`) })
      .first()
      .click();
    await expect(admin.getByText(`${title.name} added.`)).toBeVisible();
  }
  const rows = admin.getByRole('list', { name: 'Titles' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);

  // c to the top with its move button, then b above a with the keyboard
  await admin.getByRole('button', { name: `Move ${c!.name} earlier` }).click();
  await expect(admin.getByRole('button', { name: `Move ${c!.name} earlier` })).toBeEnabled();
  await admin.getByRole('button', { name: `Move ${c!.name} earlier` }).click();
  await expect(rows.first()).toContainText(c!.name);
  await admin.getByRole('button', { name: `Move ${b!.name} earlier` }).click();
  await expect(rows.nth(1)).toContainText(b!.name);
  await expect(rows.nth(2)).toContainText(a!.name);

  // the slug address of spec 2.9 opens the same editor
  const slug = name.toLowerCase().replace(/ /g, '-');
  await admin.goto(`/admin/lists/${slug}/edit`);
  await expect(admin).toHaveURL(new RegExp(`/admin/lists/${listId}$`));

  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('By Cinedex')).toBeVisible();
  const links = page.locator('main a[href^="/titles/"]');
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(hrefs.map((href) => Number(href!.split('/')[2]))).toEqual([c!.id, b!.id, a!.id]);
  await admin.context().close();
});

test('an admin sets the title page ad, sees it framed on a title page, then switches it off', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  const [title] = await threeTitles(admin);
  const slot = admin.getByRole('region', { name: 'Title page' });

  await admin.goto('/admin/ads');
  await expect(slot.getByText('best width up to 850px')).toBeVisible();
  await slot
    .getByRole('textbox', { name: 'Ad code' })
    .fill('<div id="ad">Popcorn at half price</div>');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved ads')).toBeVisible();
  await expect(slot.frameLocator('iframe').getByText('Popcorn at half price')).toBeVisible();

  await page.goto(`/titles/${title!.id}`);
  const frame = page.locator('[data-ad-slot="title_top"] iframe');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(
    page.frameLocator('[data-ad-slot="title_top"] iframe').getByText('Popcorn at half price'),
  ).toBeVisible();

  await slot
    .getByRole('checkbox', { name: 'Show this ad' })
    .or(slot.getByRole('switch', { name: 'Show this ad' }))
    .click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved ads').last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-ad-slot="title_top"]')).toHaveCount(0);
  await admin.context().close();
});
