import { expect, test } from './support/test';

test.describe('the app shell for a visitor', () => {
  test('shows the navbar, footer and cookie notice, and remembers the acknowledgement', async ({
    page,
  }) => {
    await page.goto('/');
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Cinedex' }).first()).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Movies' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Register' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `Copyright © ${new Date().getFullYear()} Cinedex, All Rights Reserved`,
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText('We use cookies');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  });

  test('switches between the dark and light themes from the footer and keeps the choice', async ({
    page,
  }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme-id', '1');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const darkBackground = await background();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Light mode' }).click();
    await expect(root).toHaveAttribute('data-theme-id', '2');
    expect(await page.evaluate(() => localStorage.getItem('be-active-theme'))).toBe('2');
    expect(await background()).not.toBe(darkBackground);

    await page.reload();
    await expect(root).toHaveAttribute('data-theme-id', '2');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Dark mode' }).click();
    await expect(root).toHaveAttribute('data-theme-id', '1');
  });

  test('shows the not-found page for unknown paths, with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Take me there!' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Cinedex' })).toBeVisible();
  });

  test('collapses the navbar menu into a menu button below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Movies' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Movies' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('answers unknown API paths with JSON, not the page', async ({ request }) => {
    const response = await request.get('/api/v1/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.', errors: {} });
  });
});
