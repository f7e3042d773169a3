import type { Page } from '@playwright/test';

/** The first cast member's link in a title page's "Top cast" section. */
export function firstCastLink(page: Page) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Top cast' }) })
    .locator('a[href*="/people/"]')
    .first();
}
