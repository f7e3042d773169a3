import { expect, test } from './support/test';

/**
 * The catalogue pages carry no validation library: the API's zod schemas (about 26 kB gzip) are
 * for the admin and for forms that load them lazily. A constant imported from an API contract
 * pulled them into every page once (issue 17); this keeps it from happening again.
 */
test('the home, title and person pages load no zod', async ({ page }) => {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('main a[href*="/titles/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Top cast' })).toBeVisible();
  await page.locator('main a[href*="/people/"]').first().click();
  await expect(page).toHaveURL(/\/people\/\d+/);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((body) => body.includes('ZodError'))).toEqual([]);
});
