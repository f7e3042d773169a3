import { expect, test } from '../support/test';
import { adminPage, setSettingSwitch } from '../support/admin-steps';
import { waitForMail } from '../support/mailbox';

test('an administrator publishes a custom page that a visitor opens', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const title = `Festival guide ${Date.now()}`;
  await admin.goto('/admin/custom-pages/new');
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.getByRole('button', { name: 'HTML' }).click();
  await admin
    .getByRole('textbox', { name: 'Body (HTML)' })
    .fill(
      '<h2>Where to go</h2><p>Screenings start at <strong>seven</strong>.</p><script>window.hacked = true</script>',
    );
  // The rich-text editor edits the same body: it shows the heading, and what is typed there is kept.
  await admin.getByRole('button', { name: 'Visual' }).click();
  const editor = admin.locator('.ProseMirror');
  await expect(editor.getByRole('heading', { name: 'Where to go' })).toBeVisible();
  await editor.getByText('seven').click();
  await admin.keyboard.press('End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Bring a friend.');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/created|saved/i).first()).toBeVisible();

  await admin.goto('/admin/custom-pages');
  const row = admin.getByRole('row').filter({ hasText: title });
  const slug = (await row.getByRole('cell').nth(2).textContent())!.trim();
  expect(slug).toMatch(/^festival-guide-\d+$/);

  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to go' })).toBeVisible();
  await expect(page.getByText('Screenings start at')).toBeVisible();
  await expect(page.getByText('Bring a friend.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked),
  ).toBeUndefined();
  await admin.context().close();
});

test('a translated line shows on the public page in the chosen language', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  await setSettingSwitch(admin, 'localization', 'Enable translations', true);
  try {
    await admin.goto('/admin/localizations');
    await admin.getByRole('row').filter({ hasText: 'Français' }).first().click();
    await admin
      .getByRole('link', { name: 'Translate' })
      .or(admin.getByRole('button', { name: 'Translate' }))
      .first()
      .click();
    await admin
      .getByRole('searchbox', { name: 'Search translations' })
      .fill('Welcome to :siteName');
    const line = admin.getByRole('textbox', { name: 'Welcome to :siteName', exact: true });
    await line.fill('Bienvenue sur :siteName, cinéphiles');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText(/saved/i).first()).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(
      page.getByRole('heading', { name: 'Bienvenue sur Cinedex, cinéphiles' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  } finally {
    await setSettingSwitch(admin, 'localization', 'Enable translations', false);
    await admin.context().close();
  }
});

test('a visitor sends the contact form and the message reaches the site by mail', async ({
  page,
}) => {
  const marker = `Loved the retrospective ${Date.now()}`;
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Agnès Varda');
  await page.getByRole('textbox', { name: 'Email' }).fill('agnes@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(marker);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your message has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const mail = await waitForMail('admin@example.com', /Agnès Varda/);
  expect(mail.text).toContain(marker);
  expect(mail.replyTo?.map((address) => address.address)).toEqual(['agnes@example.com']);
});
