import type { SocialAuthMessage, SocialAuthStatus } from '@common/api/social';

export const SOCIAL_AUTH_MESSAGE_TYPE: SocialAuthMessage['type'] = 'social-auth';
export const SOCIAL_AUTH_STATUSES = [
  'SUCCESS',
  'ALREADY_LOGGED_IN',
  'REQUEST_PASSWORD',
  'ERROR',
] as const satisfies readonly SocialAuthStatus[];
export type { SocialAuthStatus };

/** Spec 7.3: what the callback page posts to its opener (@common/api/social). */
export type SocialAuthResult = Pick<SocialAuthMessage, 'status' | 'callbackData'>;

/** Spec 8: an ERROR result without a message of its own. */
export const SOCIAL_AUTH_FALLBACK_ERROR = 'An error occurred. Please try again later';

/** Reads a window message as a social-auth result, or null when it is some other message. */
export function readSocialAuthMessage(data: unknown): SocialAuthResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, status, callbackData } = data as Record<string, unknown>;
  if (type !== SOCIAL_AUTH_MESSAGE_TYPE) return null;
  if (!SOCIAL_AUTH_STATUSES.includes(status as SocialAuthStatus)) return null;
  return {
    status: status as SocialAuthStatus,
    callbackData:
      typeof callbackData === 'object' && callbackData !== null
        ? (callbackData as SocialAuthResult['callbackData'])
        : {},
  };
}
