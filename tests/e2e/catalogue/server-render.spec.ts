import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '@common/http/paths';
import { expect, test, waitForApp } from '../support/test';
import { signInWithPassword } from '../support/auth-steps';
import { firstCastLink } from '../support/catalogue-steps';
import { createUser } from '../support/e2e-database';

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
async function hydrate(
  browser: Browser,
  path: string,
  phone: boolean,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({
    storageState,
    ...(phone
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        }
      : {}),
  });
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

/** A signed-in member who has rated and reviewed the title at `path`; their browser's state. */
async function memberWithRatingAndReview(page: Page, path: string) {
  const member = await createUser();
  await signInWithPassword(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE);
  const headers = { [XSRF_HEADER]: decodeURIComponent(xsrf?.value ?? '') };
  const titleApi = `/api/v1${path}`;
  const rated = await page.request.put(`${titleApi}/rating`, { data: { rating: 7 }, headers });
  expect(rated.status()).toBe(200);
  const reviewed = await page.request.post(`${titleApi}/reviews`, {
    data: {
      rating: 7,
      headline: `Hydrated ${Date.now()}`,
      body: 'Seen twice; the second time the quiet middle act made more sense to me.',
    },
    headers,
  });
  expect(reviewed.status()).toBeLessThan(300);
  return page.context().storageState();
}

test("a member who rated and reviewed a title gets the server's page hydrated as is", async ({
  browser,
  page: memberPage,
}) => {
  const path = await someTitlePath(memberPage);
  const storageState = await memberWithRatingAndReview(memberPage, path);
  for (const phone of [false, true]) {
    const device = phone ? 'phone' : 'desktop';
    const { context, page, errors, kept } = await hydrate(browser, path, phone, storageState);
    try {
      // the server rendered the member's own state, and the app hydrated that same page
      await expect(page.getByRole('button', { name: /Your rating: 7/ })).toBeVisible();
      expect(kept.connected, device).toBe(kept.total);
      // the reviews and comments hydrate once their code has arrived: scroll to them and wait
      await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();
      expect(errors, device).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
