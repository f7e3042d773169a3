import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { adminPage } from '../support/admin-steps';
import { sampleFolder, writePng, writeText, writeZeros } from '../support/sample-files';
import { expect, test } from '../support/test';

/** The upload queue's panel (fixed at the bottom of every admin page). */
const uploadPanel = (page: Page) => page.getByRole('region', { name: /upload/i });

/** Chooses files with the files page's Upload button, as a person would. */
async function uploadFromFilesPage(page: Page, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
  await (await chooser).setFiles(files);
}

/** The uploading tab's 'Blocked types' field, saved. */
async function setBlockedTypes(page: Page, value: string) {
  await page.goto('/admin/settings/uploading');
  const field = page.getByRole('textbox', { name: /^Blocked types/ });
  await field.fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved settings')).toBeVisible();
}

/** A file's card in the grid (its link's name holds the file name, size, owner and date). */
const fileCard = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

const isApi = (request: Request, path: string) =>
  new URL(request.url()).pathname === `/api/v1/${path}`;

test('an admin uploads an image from /admin/files: the panel shows its progress, then the grid its preview', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const folder = sampleFolder();
  const name = `poster-${Date.now()}.png`;
  const image = writePng(folder, name);

  // The bytes go straight to the bucket; hold them there until the panel has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const appOrigin = new URL(page.url()).origin;
  await page.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    },
  );

  await page.goto('/admin/files');
  await uploadFromFilesPage(page, [image]);
  const panel = uploadPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(name)).toBeVisible();
  await expect(
    panel.getByRole('progressbar', { name: `Upload progress for ${name}` }),
  ).toBeVisible();
  release();

  // Listed once its entry exists, with the image itself as the card's preview.
  const card = fileCard(page, name);
  await expect(card).toBeVisible({ timeout: 20_000 });
  const preview = card.locator('img');
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  // Files dropped anywhere on the page join the queue too.
  const dropped = `still-${Date.now()}.png`;
  const bytes = readFileSync(writePng(folder, dropped, 120)).toString('base64');
  const drag = (types: string[]) =>
    page.evaluate(
      ({ types, name, bytes }) => {
        const data = new DataTransfer();
        const content = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
        data.items.add(new File([content], name, { type: 'image/png' }));
        const target = document.querySelector('main') ?? document.body;
        for (const type of types) {
          target.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
          );
        }
      },
      { types, name: dropped, bytes },
    );
  await drag(['dragenter', 'dragover']);
  await expect(page.getByText('Drop files to upload them')).toBeVisible();
  await drag(['drop']);
  await expect(page.getByText('Drop files to upload them')).toBeHidden();
  await expect(fileCard(page, dropped)).toBeVisible({
    timeout: 20_000,
  });

  // Its page shows the full preview.
  await card.click();
  await expect(page.getByRole('img', { name })).toBeVisible();
  expect(
    await page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(240);
  await page.context().close();
});

test('an image uploaded into a logo field is public, shown in the field and kept by the settings', async ({
  browser,
  request,
}) => {
  const page = await adminPage(browser);
  const logo = writePng(sampleFolder(), `logo-${Date.now()}.png`, 96);
  await page.goto('/admin/settings/general');
  const field = page.getByRole('group', { name: 'Dark logo' });
  const address = field.getByRole('textbox', { name: 'Dark logo address' });
  const original = await address.inputValue();

  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: 'Replace Dark logo' }).click();
  await (await chooser).setFiles(logo);
  await expect(address).toHaveValue(/^uploads\/files\/[\w-]+$/, { timeout: 20_000 });
  const url = await address.inputValue();
  const preview = field.getByRole('img', { name: 'Preview of Dark logo' });
  await expect(preview).toHaveAttribute('src', `/${url}`);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  try {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved settings')).toBeVisible();
    await page.reload();
    await expect(address).toHaveValue(url);
    // A logo is for every visitor: the file is on the public disk.
    const visitor = await request.get(`/${url}`);
    expect(visitor.status()).toBe(200);
    expect((await visitor.body()).equals(readFileSync(logo))).toBe(true);
  } finally {
    await address.fill(original);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved settings')).toBeVisible();
  }
  await page.context().close();
});

test('a blocked type is refused before upload with the spec message, on the files page and on an image field', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const folder = sampleFolder();
  const csv = writeText(folder, 'ratings.csv', 'title,rating\nMetropolis,9\n');
  // Every way bytes could leave: a plain upload, tus, or the S3 presign/multipart calls.
  const uploadCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /^\/api\/v1\/(s3\/|tus\/|file-entries$)/.test(path)) {
      uploadCalls.push(path);
    }
  });

  await page.goto('/admin/settings/uploading');
  const blocked = page.getByRole('textbox', { name: /^Blocked types/ });
  const original = await blocked.inputValue();
  await setBlockedTypes(page, `${original},csv`);
  try {
    // A fresh load: the settings reach the client with the page.
    await page.goto('/admin/files');
    await uploadFromFilesPage(page, [csv]);
    await expect(
      uploadPanel(page).getByText('This file type is not allowed', { exact: true }),
    ).toBeVisible();

    // An image field (the branding logos) refuses anything but images, with the same message.
    await page.goto('/admin/settings/general');
    const logo = page.getByRole('group', { name: 'Light logo' });
    const chooser = page.waitForEvent('filechooser');
    await logo.getByRole('button', { name: 'Replace Light logo' }).click();
    await (await chooser).setFiles(writeText(folder, 'logo.txt', 'not an image'));
    await expect(logo.getByRole('alert')).toHaveText('This file type is not allowed');
    expect(uploadCalls).toEqual([]);
  } finally {
    await setBlockedTypes(page, original);
  }
  await page.context().close();
});

test('a file over 100 MB goes to the bucket as a multipart upload and is listed after', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser);
  const name = `master-${Date.now()}.bin`;
  const big = writeZeros(sampleFolder(), name, 101 * 1024 * 1024);
  const calls: string[] = [];
  page.on('request', (request) => {
    for (const path of [
      's3/multipart/create',
      's3/multipart/batch-sign-part-urls',
      's3/multipart/complete',
      's3/entries',
    ]) {
      if (isApi(request, path)) calls.push(path);
    }
  });

  await page.goto('/admin/files');
  const completed = page.waitForResponse(
    (response) => isApi(response.request(), 's3/multipart/complete') && response.ok(),
    { timeout: 150_000 },
  );
  await uploadFromFilesPage(page, [big]);
  await expect(uploadPanel(page).getByText(name)).toBeVisible();
  await completed;

  const card = fileCard(page, name);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('101 MB');
  expect(calls).toContain('s3/multipart/create');
  expect(calls).toContain('s3/multipart/batch-sign-part-urls');
  expect(calls.filter((call) => call === 's3/multipart/complete')).toHaveLength(1);
  expect(calls.at(-1)).toBe('s3/entries');
  await page.context().close();
});
