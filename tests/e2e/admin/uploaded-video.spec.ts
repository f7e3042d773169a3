import { readFileSync } from 'node:fs';
import type { FileEntryRecord } from '@common/api/file-entries';
import { adminPage } from '../support/admin-steps';
import { createMp4Video } from '../support/e2e-database';
import { expect, test } from '../support/test';

/** The 10-second MP4 the demo ships, uploaded again as any admin's file would be. */
const TRAILER = readFileSync('public/demo-media/trailer.mp4');

test('an uploaded MP4 plays and seeks on the watch page, for a visitor', async ({ browser }) => {
  const admin = await adminPage(browser);
  const xsrf = (await admin.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const upload = await admin.request.post('/api/v1/file-entries', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value) },
    multipart: {
      file: { name: 'uploaded-trailer.mp4', mimeType: 'video/mp4', buffer: TRAILER },
      clientMime: 'video/mp4',
      clientExtension: 'mp4',
      metadata: JSON.stringify({ disk: 'public' }),
    },
  });
  expect(upload.status()).toBe(200);
  const entry = ((await upload.json()) as { fileEntry: FileEntryRecord }).fileEntry;
  expect(entry).toMatchObject({ mime: 'video/mp4', type: 'video', disk: 'public' });
  const videoId = createMp4Video('Uploaded trailer', entry.url);

  const page = await (await browser.newContext()).newPage();
  // The browser asks for media by byte range; the file must come back as 206 partial content.
  const rangeAnswers: number[] = [];
  page.on('response', async (response) => {
    if ((await response.request().headerValue('range')) !== null) {
      rangeAnswers.push(response.status());
    }
  });
  await page.goto(`/watch/${videoId}`);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((node: HTMLVideoElement) => node.duration)).toBeGreaterThan(9);

  const seekedTo = await video.evaluate(
    (node: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        node.muted = true;
        node.addEventListener('seeked', () => resolve(node.currentTime), { once: true });
        node.addEventListener('error', () => reject(new Error(String(node.error?.message))), {
          once: true,
        });
        node.currentTime = 7;
      }),
  );
  expect(seekedTo).toBeGreaterThanOrEqual(6.9);
  await video.evaluate((node: HTMLVideoElement) => node.play());
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime))
    .toBeGreaterThan(seekedTo + 0.5);
  expect(await video.evaluate((node: HTMLVideoElement) => node.error)).toBeNull();
  expect(rangeAnswers).toContain(206);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
