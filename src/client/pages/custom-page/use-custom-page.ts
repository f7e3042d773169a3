import { useQuery } from '@tanstack/react-query';
import { getBootstrapData } from '@client/app/bootstrap-store';
import { apiClient } from '@client/http/api-client';
import type { CustomPageResponse } from './custom-page-response';

/** The server may embed the page in the HTML it serves, under this loader key. */
export const customPageLoaderKey = (idOrSlug: string) => `custom-page:${idOrSlug}`;

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
    queryFn: ({ signal }) =>
      apiClient.get<CustomPageResponse>(
        `custom-pages/${encodeURIComponent(idOrSlug)}`,
        {},
        { signal },
      ),
    initialData: () => embeddedPage(idOrSlug),
    // Embedded data is as fresh as the HTML it came with; no second request on first render.
    staleTime: 60_000,
  });
}
