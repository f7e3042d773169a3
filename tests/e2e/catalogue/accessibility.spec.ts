import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}
type Axe = { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };

/** Runs axe in the rendered page and lists its serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () =>
    (await (window as unknown as { axe: Axe }).axe.run(document)).violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      target: violation.nodes[0]?.target.join(' ') ?? '',
    })),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.target})`);
}

// The site's CSP forbids injected scripts, so the audit runs in a context that bypasses it.
test.use({ bypassCSP: true });

/** Switches to the light theme with the footer's toggle, as a visitor would; the choice is kept. */
async function chooseLightTheme(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    if (theme === 'light') test.beforeEach(({ page }) => chooseLightTheme(page));

    // The pages a visitor meets most, once their data has rendered.
    for (const path of ['/', '/movies', '/genre/drama', '/people', '/news', '/search/the']) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main a[href*="/"]').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a title page and one of its cast have no serious or critical accessibility violations', async ({
      page,
    }) => {
      await page.goto('/movies');
      await page.locator('main a[href*="/titles/"]').first().click();
      await expect(page.getByRole('heading', { name: 'Top cast' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Top cast' }) })
        .locator('a[href*="/people/"]')
        .first()
        .click();
      await expect(page).toHaveURL(/\/people\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
