import type { Page } from '@playwright/test';
import type { VideoSource, WatchPageResponse } from '@common/catalogue/catalogue-types';
import { expect, test } from '../support/test';

/** The first video of each source kind, found through the public API as any client would. */
async function videoOfEachSource(page: Page): Promise<Map<VideoSource, WatchPageResponse>> {
  const found = new Map<VideoSource, WatchPageResponse>();
  for (let id = 1; id <= 40 && found.size < 3; id++) {
    const response = await page.request.get(`/api/v1/videos/${id}`);
    if (!response.ok()) continue;
    const body = (await response.json()) as WatchPageResponse;
    if (!found.has(body.video.source)) found.set(body.video.source, body);
  }
  return found;
}

/** Starts the page's <video> (muted, as autoplay rules allow) and returns its time a while later. */
async function playFor(page: Page, ms: number): Promise<number> {
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play().catch(() => undefined);
  });
  await page.waitForTimeout(ms);
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

test('a watch page opened directly plays its video, whatever its source', async ({ page }) => {
  const videos = await videoOfEachSource(page);
  expect([...videos.keys()].sort()).toEqual(['embed', 'hls', 'mp4']);

  for (const source of ['mp4', 'hls'] as const) {
    const { video } = videos.get(source)!;
    // a direct load (a shared link, a bookmark, a reload): the server's page, then hydration
    await page.goto(`/watch/${video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: video.name })).toBeVisible();
    const element = page.locator('video');
    await expect(element).toHaveAttribute('aria-label', video.name);
    // the stream is attached, by the browser itself or through hls.js
    await expect
      .poll(() => element.evaluate((node: HTMLVideoElement) => node.readyState), {
        message: source,
      })
      .toBeGreaterThanOrEqual(1);
    const started = await playFor(page, 1500);
    const later = await playFor(page, 1500);
    expect(started, source).toBeGreaterThan(0);
    expect(later, source).toBeGreaterThan(started);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  const { video: embed } = videos.get('embed')!;
  await page.goto(`/watch/${embed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: embed.name })).toBeVisible();
  const iframe = page.locator('[data-player="iframe"] iframe');
  await expect(iframe).toHaveAttribute('src', embed.src);
  await expect(iframe).toHaveAttribute('title', embed.name);
  await expect(page.locator('video')).toHaveCount(0);
});
