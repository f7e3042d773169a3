import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/admin-steps';
import { signInWithPassword } from './support/auth-steps';
import { createRole, createUser } from './support/e2e-database';

/** Code the page loads from other sites (a CDN), the thing the docs viewer must never do. */
const CODE_RESOURCES = ['script', 'stylesheet', 'font', 'fetch', 'xhr'];

/**
 * Code and API calls that leave the site, and Content Security Policy reports, while the page
 * runs. Images are left out: the site's own file storage (the S3 bucket) serves them from
 * another origin, e.g. a poster another spec uploaded while this one runs.
 */
function watchOffsiteTraffic(page: Page, siteUrl: string) {
  const offsite: string[] = [];
  const blocked: string[] = [];
  const origin = new URL(siteUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    const offsiteCode =
      url.protocol.startsWith('http') &&
      url.origin !== origin &&
      CODE_RESOURCES.includes(request.resourceType());
    if (offsiteCode) offsite.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  return { offsite, blocked };
}

/** The built files of the viewer's lazy chunk (its script and its styles). */
function viewerFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const viewer = manifest['src/client/api-docs/swagger-viewer.tsx'];
  expect(viewer, 'the viewer is a chunk of its own').toBeTruthy();
  return [viewer!.file, ...(viewer!.css ?? [])];
}

/**
 * The viewer draws the document restated in OpenAPI 3.0 (openapi-30-view.ts): about 1 s on an
 * idle desktop and 2–3 s with the CPU throttled 4× (as 3.1 it took 4 s and 13 s); the wait leaves
 * room for a CI machine running two browsers and the server.
 */
const DRAWING_TIMEOUT = 20_000;

/** An operation of the Swagger UI view: its summary row, by method and path. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock-${method.toLowerCase()}`).filter({
    has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path}$`) }),
  });

test('an admin opens /api-docs from account settings, sees the auth and titles operations and runs a request', async ({
  page,
  baseURL,
}) => {
  // a long journey (sign-in, two pages, the viewer, a request): the triple budget
  test.slow();
  const traffic = watchOffsiteTraffic(page, baseURL!);
  const files = viewerFiles();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const viewerRequests = () => requested.filter((path) => files.some((f) => path.endsWith(f)));
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);

  // linked from the footer and from the Developers panel of account settings
  await page.goto('/');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }),
  ).toHaveAttribute('href', /\/api-docs$/);
  await page.goto('/account-settings');
  // the viewer's chunk is the docs page's alone
  expect(viewerRequests()).toEqual([]);
  await page.locator('#developers').getByRole('link', { name: 'API documentation' }).click();
  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
  // the page's loading indicator goes once the viewer has drawn the document
  await expect(page.getByRole('heading', { name: /Cinedex API/ })).toBeVisible({
    timeout: DRAWING_TIMEOUT,
  });
  await expect(page.getByText('Loading page...')).toBeHidden();
  expect(viewerRequests()).toHaveLength(files.length);

  // operations grouped by module (the filter narrows the long list), auth and titles among them
  const filter = page.getByPlaceholder('Filter by tag or path');
  await filter.fill('Auth');
  await expect(page.locator('.opblock-tag', { hasText: /^Auth/ })).toBeVisible();
  await expect(operation(page, 'POST', '/auth/login')).toBeVisible();
  await filter.fill('Titles');
  await expect(page.locator('.opblock-tag', { hasText: /^Titles/ })).toBeVisible();
  await expect(operation(page, 'GET', '/api/v1/titles/{titleId}')).toBeVisible();

  // try it out with the admin's session: creating a tag needs the XSRF header too
  await filter.fill('Tags');
  const createTag = operation(page, 'POST', '/api/v1/tags');
  await createTag.locator('.opblock-summary-control').click();
  await expect(createTag.getByText('Required permission: tags.update, signed in.')).toBeVisible();
  await createTag.getByRole('button', { name: 'Try it out' }).click();
  const name = `docs-${Date.now()}`;
  await createTag.locator('textarea.body-param__text').fill(JSON.stringify({ name }));
  await createTag.getByRole('button', { name: 'Execute' }).click();
  const answer = createTag.locator('.live-responses-table .response');
  await expect(answer.locator('.response-col_status')).toHaveText('200');
  await expect(answer.locator('.response-col_description')).toContainText(`"name": "${name}"`);

  expect(traffic.offsite).toEqual([]);
  expect(traffic.blocked).toEqual([]);
});

test('on a phone the docs fit the screen and follow the site theme, light and dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/api-docs');
  const docs = page.locator('.swagger-ui');
  await expect(page.getByRole('heading', { name: /Cinedex API/ })).toBeVisible({
    timeout: DRAWING_TIMEOUT,
  });
  await expect(operation(page, 'GET', '/api/v1/health')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the docs' text is the theme's text colour, in the default dark theme and after the switch
  const themeText = () =>
    page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--be-foreground)';
      document.body.appendChild(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
  const docsText = () => docs.evaluate((element) => getComputedStyle(element).color);
  await expect(page.locator('html')).toHaveClass(/dark-mode/);
  const dark = await themeText();
  expect(await docsText()).toBe(dark);
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark-mode/);
  const light = await themeText();
  expect(light).not.toBe(dark);
  await expect.poll(docsText).toBe(light);
});

test('a member without api.access is refused, as is a visitor', async ({ page }) => {
  const roleId = createRole(`No API ${Date.now()}`, ['titles.view']);
  const member = await createUser({}, { roleId });
  await signInWithPassword(page, member.email, member.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Developers' })).toHaveCount(
    0,
  );

  // billing is on (the e2e server's settings) and the member has no plan: spec 4 Guarding sends
  // them to the plans, one of which may grant what they lack
  await page.goto('/api-docs');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('.swagger-ui')).toHaveCount(0);
  expect((await page.request.get('/api/v1/openapi.json')).status()).toBe(403);

  // a visitor (the guest role lacks api.access) is sent to sign in
  await page.context().clearCookies();
  await page.goto('/api-docs');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/v1/openapi.json')).status()).toBe(401);
});
