import { expect, test } from '../support/test';
import { firstCastLink, publicPageTour } from '../support/catalogue-steps';

test('a visitor goes from the homepage to a title, one of its cast, its trailer, and search', async ({
  page,
}) => {
  await page.goto('/');
  // The homepage is built from the channels: a trending hero and rows of titles.
  await expect(page.getByRole('heading', { name: 'Top rated' })).toBeVisible();
  await page
    .getByRole('link', { name: /^More info about / })
    .first()
    .click();

  await expect(page).toHaveURL(/\/titles\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Top cast' })).toBeVisible();
  const titleName = (await page.getByRole('heading', { level: 1 }).innerText())
    .replace(/\s*\(\d{4}\)$/, '')
    .trim();
  expect(titleName.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(titleName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // a title page loaded directly carries the server-written structured data
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Top cast' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Movie', name: titleName });

  // A cast member's page lists the title in their filmography.
  const castLink = firstCastLink(page);
  const personName = (await castLink.locator('h3').innerText()).trim();
  await castLink.click();
  await expect(page).toHaveURL(/\/people\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: personName })).toBeVisible();
  await expect(page.getByRole('link', { name: titleName }).first()).toBeVisible();

  // Back on the title, the trailer plays on the watch page and the play is recorded.
  await page.goBack();
  await page.getByRole('link', { name: 'Play trailer' }).first().click();
  await expect(page).toHaveURL(/\/watch\/\d+$/);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  const played = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/api\/v1\/videos\/\d+\/plays$/.test(request.url()),
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await played;
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.5);
  await expect(page.getByRole('link', { name: titleName }).first()).toBeVisible();

  // Type-ahead search suggests the title; Enter opens the full results page.
  const search = page.getByRole('combobox', { name: 'Search' });
  const query = titleName.split(/\s+/).slice(0, 2).join(' ');
  await search.fill(query);
  await expect(page.getByRole('option', { name: new RegExp(titleName) }).first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(query)}$`));
  await expect(page.getByRole('link', { name: new RegExp(titleName) }).first()).toBeVisible();
});

test('a channel page filters by genre and keeps the filter in the URL', async ({ page }) => {
  await page.goto('/genre/drama');
  await expect(page.getByRole('heading', { level: 1, name: 'Drama' })).toBeVisible();
  const cards = page.locator('main a[href*="/titles/"]');
  await expect(cards.first()).toBeVisible();

  await page.goto('/movies?yearFrom=1990&yearTo=1999');
  await expect(cards.first()).toBeVisible();
  const years = await page.locator('main a[href*="/titles/"]').allInnerTexts();
  expect(years.length).toBeGreaterThan(0);
  for (const text of years) {
    const year = Number(text.match(/\b(19|20)\d{2}\b/)?.[0]);
    expect(year).toBeGreaterThanOrEqual(1990);
    expect(year).toBeLessThanOrEqual(1999);
  }
});

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`no public page scrolls sideways or leaves blank space under its footer on ${device}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const path of await publicPageTour(page.request)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('footer').last()).toBeVisible();
      const layout = await page.evaluate(() => {
        const root = document.documentElement;
        const footers = document.querySelectorAll('footer');
        const footer = footers[footers.length - 1]!;
        return {
          scrollWidth: root.scrollWidth,
          clientWidth: root.clientWidth,
          scrollHeight: root.scrollHeight,
          footerBottom: Math.ceil(footer.getBoundingClientRect().bottom + window.scrollY),
        };
      });
      if (layout.scrollWidth > layout.clientWidth) {
        problems.push(`${path} is ${layout.scrollWidth - layout.clientWidth}px too wide`);
      }
      if (layout.scrollHeight > layout.footerBottom) {
        problems.push(
          `${path} has ${layout.scrollHeight - layout.footerBottom}px under its footer`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}
