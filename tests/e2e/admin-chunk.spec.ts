import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Files only the admin needs: its chunk and what it imports that the public entry does not. */
function adminOnlyFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const collect = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) collect(child, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const publicKeys = collect(entry);
  const adminKey = Object.keys(manifest).find((key) =>
    key.endsWith('src/client/admin/admin-route.tsx'),
  );
  expect(adminKey, 'the admin route is its own chunk').toBeTruthy();
  return [...collect(adminKey!)]
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
