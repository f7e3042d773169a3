import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Files only the admin needs: the admin route's chunk and everything it imports, minus whatever
 * the public entry can reach without going through the admin route (its static imports and the
 * lazy public pages, which may share chunks with the admin).
 */
function adminOnlyFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const adminKey = Object.keys(manifest).find((key) =>
    key.endsWith('src/client/admin/admin-route.tsx'),
  );
  expect(adminKey, 'the admin route is its own chunk').toBeTruthy();
  const collect = (key: string, followDynamic: boolean, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || (followDynamic && key === adminKey)) return seen;
    seen.add(key);
    const chunk = manifest[key];
    for (const child of [
      ...(chunk?.imports ?? []),
      ...(followDynamic ? (chunk?.dynamicImports ?? []) : []),
    ]) {
      collect(child, followDynamic, seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const publicKeys = collect(entry, true);
  return [...collect(adminKey!, false)]
    .filter((key) => !publicKeys.has(key))
    .map((key) => manifest[key]!.file);
}

test('public pages never request the admin chunk; the admin page does', async ({ page }) => {
  const adminFiles = adminOnlyFiles();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  for (const path of ['/', '/login', '/no/such/page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((path) => adminFiles.some((file) => path.endsWith(file)))).toEqual([]);

  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('admin-password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.waitForLoadState('networkidle');
  expect(requested.some((path) => adminFiles.some((file) => path.endsWith(file)))).toBe(true);
});
