import { useQuery } from '@tanstack/react-query';
import { loaderKey } from '@common/http/loader-key';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import type { CustomPageResponse } from '@common/api/pages';

const apiPath = (idOrSlug: string) => `custom-pages/${encodeURIComponent(idOrSlug)}`;

/**
 * The server embeds the page in the HTML it serves under the generic loader key of its API
 * call (modules/seo/resolve-page.ts), e.g. 'custom-pages/about'.
 */
export const customPageLoaderKey = (idOrSlug: string) => loaderKey(apiPath(idOrSlug));

function embeddedPage(idOrSlug: string): CustomPageResponse | undefined {
  try {
    const embedded = getBootstrapData().loaders[customPageLoaderKey(idOrSlug)];
    return embedded && typeof embedded === 'object' ? (embedded as CustomPageResponse) : undefined;
  } catch {
    return undefined;
  }
}

export function useCustomPage(idOrSlug: string) {
  return useQuery({
    queryKey: ['custom-pages', idOrSlug],
    queryFn: ({ signal }) => apiClient.get<CustomPageResponse>(apiPath(idOrSlug), {}, { signal }),
    initialData: () => embeddedPage(idOrSlug),
    // Embedded data is as fresh as the HTML it came with; no second request on first render.
    staleTime: 60_000,
  });
}
