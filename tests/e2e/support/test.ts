import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Catalogue pages arrive server-rendered and come alive when the app has hydrated them; a
 * visitor's first click lands after that, so steps wait for it after every full page load.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Playwright's test, with `page.goto` and `page.reload` returning once the app is ready. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
