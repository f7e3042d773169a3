import type { AvatarService } from './avatar-service';
import type { AvatarUrlFetcher } from './avatar-url-fetcher';

/** Spec 5 and 9: profile images up to 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please select an image.';

/**
 * TESTS ONLY: the app owning `services` downloads avatar URLs through `fetcher` (one built with
 * `testOnlyAllowedOrigin`); null restores the strict fetcher production always uses.
 */
export function useAvatarUrlFetcherInTests(
  services: { avatars: AvatarService },
  fetcher: AvatarUrlFetcher | null,
): void {
  services.avatars.useUrlFetcherInTests(fetcher);
}
