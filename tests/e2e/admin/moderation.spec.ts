import type { Browser, Page } from '@playwright/test';
import { signInWithPassword } from '../support/auth-steps';
import { createUser, roleIdByName, type E2eUser } from '../support/e2e-database';
import { expect, test, waitForApp } from '../support/test';

/** A page in its own browser context, signed in as the user. */
async function signedIn(browser: Browser, user: E2eUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, user.email, user.password);
  return page;
}

/** Waits for a title page's comments to load (they load near the viewport). */
async function loadComments(page: Page) {
  const heading = page.getByRole('heading', { name: 'Comments', exact: true });
  await heading.scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('list', { name: 'Comments' }).or(page.getByText('No comments yet')),
  ).toBeVisible();
}

test('a member reports a comment; a moderator sees it first in /admin/comments and hides it; visitors no longer see it', async ({
  browser,
  page,
}) => {
  test.slow();
  const runId = Date.now().toString(36);
  const text = `Spoiler: the butler did it ${runId}`;

  // A member comments on a title.
  const writer = await signedIn(browser, await createUser({ name: `Writer ${runId}` }));
  await expect(writer).toHaveURL(/\/$/);
  // pages of a context of our own do not wait for hydration by themselves: a comment typed
  // before the app hydrated the server's page would leave React's state (and the button) empty
  await writer.goto('/movies');
  await waitForApp(writer);
  await writer.locator('main a[href*="/titles/"]').first().click();
  await expect(writer).toHaveURL(/\/titles\/\d+\/[a-z0-9-]+$/);
  await expect(writer.getByRole('heading', { name: 'Top cast' })).toBeVisible();
  const titleUrl = new URL(writer.url()).pathname;
  await writer.getByRole('textbox', { name: 'Leave a comment' }).fill(text);
  await writer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(writer.getByText(text)).toBeVisible();

  // Another member reports it from its menu.
  const reporter = await signedIn(browser, await createUser());
  await expect(reporter).toHaveURL(/\/$/);
  await reporter.goto(titleUrl);
  await waitForApp(reporter);
  await loadComments(reporter);
  const comment = reporter.getByRole('listitem', { name: `Comment by Writer ${runId}` });
  await expect(comment.getByText(text)).toBeVisible();
  await comment.getByRole('button', { name: 'More actions for this comment' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report comment' });
  await dialog.getByRole('radio', { name: 'Spoilers' }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Ruins the ending.');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(reporter.getByText('Thanks. The moderators will have a look.')).toBeVisible();
  await comment.getByRole('button', { name: 'More actions for this comment' }).click();
  await expect(reporter.getByRole('menuitem', { name: 'Reported' })).toBeDisabled();
  await reporter.keyboard.press('Escape');

  // A moderator (the seeded role) sees only Comments and Reviews besides the dashboard.
  const moderator = await signedIn(
    browser,
    await createUser({}, { roleId: roleIdByName('moderators') }),
  );
  await expect(moderator).toHaveURL(/\/admin\/?$/);
  const menu = moderator.getByRole('main').getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Comments' })).toBeVisible();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  expect(items.map((item) => item.trim())).toEqual(['Dashboard', 'Comments', 'Reviews']);

  // The reported comment comes first, with its report count; the moderator hides it.
  await menu.getByRole('menuitem', { name: 'Comments' }).click();
  await expect(moderator).toHaveURL(/\/admin\/comments/);
  const firstRow = moderator.locator('tbody tr').first();
  await expect(firstRow.getByText(text)).toBeVisible();
  await expect(firstRow.getByText('1 report')).toBeVisible();
  await firstRow.getByRole('button', { name: 'Actions' }).click();
  await moderator.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(moderator.getByText('1 item hidden.')).toBeVisible();
  const row = moderator.locator('tbody tr', { hasText: text });
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByText('1 report')).toHaveCount(0);

  // A visitor no longer sees it on the title page.
  await page.goto(titleUrl);
  await loadComments(page);
  await expect(page.getByText(text)).toHaveCount(0);
});
