import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { firstCastLink } from '../support/catalogue-steps';

/** A title's page, found through the public API as any client would. */
async function someTitlePath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/titles?perPage=1&orderBy=popularity');
  const body = (await response.json()) as { data: Array<{ id: number }> };
  return `/titles/${body.data[0]!.id}`;
}

test('without JavaScript, a visitor reads a title page and follows a cast member', async ({
  browser,
  page,
}) => {
  const path = await someTitlePath(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await context.newPage();
    await reader.goto(path);
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Top cast' })).toBeVisible();
    const castLink = firstCastLink(reader);
    const personName = (await castLink.locator('h3').innerText()).trim();
    await castLink.click();
    await expect(reader).toHaveURL(/\/people\/\d+/);
    await expect(reader.getByRole('heading', { level: 1, name: personName })).toBeVisible();
  } finally {
    await context.close();
  }
});

/** Opens a page and reports whether the app kept the server's elements when it hydrated. */
async function hydrate(browser: Browser, path: string, phone: boolean) {
  const context = await browser.newContext(
    phone
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        }
      : {},
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  // count the component styles the app inserts while it hydrates: the server's head has them all
  await page.addInitScript(() => {
    const state = window as unknown as { stylesInsertedBeforeReady: string[] };
    state.stylesInsertedBeforeReady = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const ready = document.documentElement.hasAttribute('data-app-ready');
      if (!ready && rule.startsWith('.css-')) state.stylesInsertedBeforeReady.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  // remember the server's elements before the app starts
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(
        document.querySelectorAll('#root header, #root main, #root h1, #root footer'),
      );
    });
  });
  await page.goto(path);
  await waitForApp(page);
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return { total: nodes.length, connected: nodes.filter((node) => node.isConnected).length };
  });
  const stylesInserted = await page.evaluate(
    () => (window as unknown as { stylesInsertedBeforeReady: string[] }).stylesInsertedBeforeReady,
  );
  return { context, page, errors, kept, stylesInserted };
}

for (const phone of [false, true]) {
  test(`the app hydrates the server's page without replacing it (${phone ? 'phone' : 'desktop'})`, async ({
    browser,
    page: apiPage,
  }) => {
    const path = await someTitlePath(apiPage);
    for (const url of ['/', path]) {
      const { context, page, errors, kept, stylesInserted } = await hydrate(browser, url, phone);
      try {
        expect(kept.total, url).toBeGreaterThanOrEqual(4);
        expect(kept.connected, url).toBe(kept.total);
        expect(errors, url).toEqual([]);
        // hydrating re-inserts none of the page's styles (each one costs a stylesheet parse)
        expect(stylesInserted, url).toEqual([]);
        // and it is the app now: the search type-ahead answers
        if (!phone) {
          await page.getByRole('combobox', { name: /search/i }).fill('the');
          await expect(page.getByRole('listbox')).toBeVisible();
        }
      } finally {
        await context.close();
      }
    }
  });
}
