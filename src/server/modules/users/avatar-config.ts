import type { AvatarUrlFetcher } from './avatar-url-fetcher';

/** Spec 5 and 9: profile images up to 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please select an image.';

const testFetchers = new WeakMap<object, AvatarUrlFetcher>();

/**
 * The fetcher for avatar URLs of one app (keyed by its services object). Production always gets
 * the strict one; tests install one with `testOnlyAllowedOrigin` through useAvatarUrlFetcherInTests.
 */
export function avatarUrlFetcherFor(services: object, strict: AvatarUrlFetcher): AvatarUrlFetcher {
  return testFetchers.get(services) ?? strict;
}

/** TESTS ONLY: replaces the avatar URL fetcher of the app owning `services` (null restores it). */
export function useAvatarUrlFetcherInTests(
  services: object,
  fetcher: AvatarUrlFetcher | null,
): void {
  if (fetcher) testFetchers.set(services, fetcher);
  else testFetchers.delete(services);
}
