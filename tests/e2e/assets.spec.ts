import { expect, test } from './support/test';

test('hashed assets are cached for a year and served compressed; pages are not cached', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const pageResponse = await page.goto('/');
  expect(pageResponse?.headers()['cache-control']).toBe('no-store');
  const entry = scripts.find((path) => /\/assets\/index-[\w-]+\.js$/.test(path));
  expect(entry).toBeTruthy();

  const asset = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');

  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['cache-control']).toBe('public, max-age=3600');
  // The raw template is never served: /index.html is rendered like any page, bootstrap data included.
  expect(await (await request.get('/index.html')).text()).toContain('<script id="bootstrap-data"');
});
