import { expect, test } from '../support/test';
import { signInWithPassword } from '../support/auth-steps';
import { createUser } from '../support/e2e-database';

test('a member rates, reviews and comments on a title, builds a list and finds it on their profile', async ({
  page,
}) => {
  // a journey through six pages and a dozen forms: on a loaded machine it outlasts the default
  // 30 s budget (each step is on time; the sum is not), so it gets the triple budget
  test.slow();
  const member = await createUser();
  // every run of the journey writes its own texts (runs share the database and the title)
  const runId = `${Date.now()}-${member.id}`;
  await signInWithPassword(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/movies');
  await page.locator('main a[href*="/titles/"]').first().click();
  await expect(page).toHaveURL(/\/titles\/\d+\/[a-z0-9-]+$/);
  // the URL changes before the title page replaces the channel page: wait for its content
  await expect(page.getByRole('heading', { name: 'Top cast' })).toBeVisible();
  const titleName = (await page.getByRole('heading', { level: 1 }).innerText())
    .replace(/\s*\(\d{4}\)$/, '')
    .trim();

  // Rate 8 out of 10.
  await page.getByRole('button', { name: 'Rate', exact: true }).click();
  const rateDialog = page.getByRole('dialog', { name: `Rate ${titleName}` });
  const eight = rateDialog.getByRole('radio', { name: '8 out of 10' });
  await eight.click();
  await expect(eight).toHaveAttribute('aria-checked', 'true');
  await rateDialog.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(page.getByRole('button', { name: /Your rating: 8/ })).toBeVisible();

  // Review.
  await page.getByRole('button', { name: 'Write a review' }).click();
  const reviewForm = page.getByRole('form', { name: 'Write a review' });
  await reviewForm.getByRole('radio', { name: '9 out of 10' }).click();
  const headline = `Tense from start to finish ${runId}`;
  await reviewForm.getByRole('textbox', { name: 'Headline' }).fill(headline);
  await reviewForm
    .getByRole('textbox', { name: 'Review' })
    .fill('The pacing never lets go and the final act earns every minute.');
  await reviewForm.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText(headline)).toBeVisible();

  // Comment, then reply to it.
  const comment = `Watched it twice this week ${runId}`;
  await page.getByRole('textbox', { name: 'Leave a comment' }).fill(comment);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText(comment)).toBeVisible();

  // Add the title to a new list from the title page.
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('menuitem', { name: 'New list' }).click();
  await expect(page).toHaveURL(/\/lists\/new/);
  const listName = `Late night picks ${runId}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(listName);
  await expect(page.getByText(titleName).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/\/lists\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(titleName) }).first()).toBeVisible();

  // The profile shows the list, the rating, the review and the comment.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/user\/\d+\/[a-z0-9-]+/);
  await expect(page.getByRole('link', { name: new RegExp(listName) })).toBeVisible();
  await page.getByRole('tab', { name: /Ratings/ }).click();
  await expect(page).toHaveURL(/\/ratings$/);
  await expect(page.getByText(titleName).first()).toBeVisible();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText(headline)).toBeVisible();
  await page.getByRole('tab', { name: /Comments/ }).click();
  await expect(page.getByText(comment)).toBeVisible();
});
