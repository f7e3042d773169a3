import type { Services } from '../modules';
import { DEFAULT_PAGES } from '../modules/pages/default-pages';

/** Seeds the privacy, terms and about pages when the site has no custom pages yet. */
export async function seedCustomPages(services: Services): Promise<void> {
  const { pages } = services;
  if ((await pages.count()) > 0) return;
  await pages.createMany(
    DEFAULT_PAGES.map((page) => ({ ...page, meta: { ...page.meta } })),
    null,
  );
}
