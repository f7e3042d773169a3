import type { Page } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { sampleFolder, writePng } from '../support/sample-files';
import { expect, test } from '../support/test';

/** The id in an admin title address (/admin/titles/{id}/…). */
function titleIdOf(page: Page): number {
  const match = new URL(page.url()).pathname.match(/\/admin\/titles\/(\d+)\//);
  expect(match, page.url()).not.toBeNull();
  return Number(match![1]);
}

/** Opens one of the title edit page's tabs from its tab bar. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** A seeded person of the demo catalogue, by name (the cast search finds them). */
async function somePerson(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/people?perPage=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ name: string }> };
  return body.data[0]!.name;
}

test('an admin builds a series (poster, genre, season, episode, cast, trailer), a visitor finds all of it, and the admin deletes it with undo, then for good', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await adminPage(browser);
  const word = `Zephyrine${Date.now().toString(36)}`;
  const name = `${word} Lighthouse`;

  // A new series with an uploaded poster.
  await admin.goto('/admin/titles/new');
  await expect(admin).toHaveURL(/\/admin\/titles\/create$/);
  await admin.getByRole('combobox', { name: 'Type' }).click();
  await admin.getByRole('option', { name: 'Series' }).click();
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  await admin.getByLabel('Release date').fill('2024-03-01');
  await admin
    .getByRole('textbox', { name: 'Plot' })
    .fill('Keepers of a lighthouse at the end of the world.');
  const poster = admin.getByRole('group', { name: 'Poster' });
  const chooser = admin.waitForEvent('filechooser');
  await poster.getByRole('button', { name: 'Upload Poster' }).click();
  await (await chooser).setFiles(writePng(sampleFolder(), `poster-${word}.png`, 200));
  await expect(poster.getByRole('img', { name: 'Preview of Poster' })).toHaveAttribute(
    'src',
    /\/uploads\/files\/[\w-]+$/,
    { timeout: 20_000 },
  );
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/titles\/\d+\/edit\/primary-facts$/);
  const titleId = titleIdOf(admin);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();

  // A genre picked from the genres list.
  await openTab(admin, 'Genres');
  await admin.getByRole('combobox', { name: 'Genres' }).fill('Dram');
  await admin.getByRole('option', { name: 'Drama', exact: true }).click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Genres saved')).toBeVisible();

  // A season, and an episode in it.
  await openTab(admin, 'Seasons');
  await admin.getByRole('button', { name: 'Add season' }).click();
  const seasonDialog = admin.getByRole('dialog', { name: 'Add season' });
  await seasonDialog.getByRole('textbox', { name: 'Name' }).fill('The first winter');
  await seasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Season added')).toBeVisible();
  await admin.getByRole('link', { name: 'The first winter' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/titles/${titleId}/edit/seasons/1/episodes$`));
  await admin.getByRole('button', { name: 'Add episode' }).click();
  const episodeDialog = admin.getByRole('dialog', { name: 'Add episode' });
  await episodeDialog.getByRole('textbox', { name: 'Name' }).fill('Pilot light');
  await episodeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Episode added')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Pilot light' })).toBeVisible();

  // A cast member found by search.
  const person = await somePerson(admin);
  await admin.goto(`/admin/titles/${titleId}/edit/cast`);
  const personInput = admin.getByRole('combobox', { name: 'Person' });
  await personInput.fill(person);
  await admin.getByRole('option', { name: person, exact: true }).first().click();
  await admin.getByRole('textbox', { name: 'Character' }).fill('The Keeper');
  await admin.getByRole('button', { name: 'Add cast member' }).click();
  await expect(admin.getByText('Credit added.')).toBeVisible();
  await expect(admin.getByText('The Keeper')).toBeVisible();

  // A trailer.
  await openTab(admin, 'Videos');
  await admin.getByRole('link', { name: 'Add video' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/titles/${titleId}/videos/new$`));
  await admin.getByRole('textbox', { name: 'Name' }).fill('Official trailer');
  await admin.getByRole('radio', { name: 'YouTube or Vimeo' }).check();
  await admin
    .getByRole('textbox', { name: 'YouTube or Vimeo link' })
    .fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/titles/${titleId}/edit/videos$`));
  await expect(admin.getByText('Official trailer')).toBeVisible();

  // A visitor finds the title through the navbar search and sees all of it.
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(name);
  // the type-ahead suggests it; Enter opens the results, which link to its page
  await expect(page.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible();
  await search.press('Enter');
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/titles/${titleId}/`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(page.locator('main img[src*="/uploads/files/"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drama', exact: true }).first()).toBeVisible();
  await expect(page.getByText(person).first()).toBeVisible();
  await expect(page.getByText('The Keeper').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play trailer' }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /The first winter|Season 1/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/titles/${titleId}/[^/]+/season/1$`));
  await expect(page.getByText('Pilot light').first()).toBeVisible();

  // The admin deletes it and takes it back with Undo: nothing was deleted.
  await admin.goto(`/admin/titles/${titleId}/edit/primary-facts`);
  await admin.getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('button', { name: 'Undo' }).click();
  await expect(admin.getByRole('button', { name: 'Undo' })).toBeHidden();
  expect((await page.request.get(`/api/v1/titles/${titleId}`)).status()).toBe(200);

  // Deleted for good once the undo notice is gone: the public page answers 404.
  await admin.goto(`/admin/titles/${titleId}/edit/primary-facts`);
  await admin.getByRole('button', { name: 'Delete' }).click();
  await expect(admin).toHaveURL(/\/admin\/titles$/);
  await expect(admin.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => (await page.request.get(`/api/v1/titles/${titleId}`)).status(), {
      timeout: 10_000,
    })
    .toBe(404);
  const publicPage = await page.goto(`/titles/${titleId}`);
  expect(publicPage?.status()).toBe(404);
  await admin.context().close();
});
