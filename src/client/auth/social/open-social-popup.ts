import type { SocialService } from '@common/settings/site-settings';
import { resolveUrl } from '@client/http/api-client';
import { readSocialAuthMessage, type SocialAuthResult } from './social-auth-result';

export const SOCIAL_POPUP_WIDTH = 650;
export const SOCIAL_POPUP_HEIGHT = 550;
/** How often a popup is checked for having been closed without an answer. */
export const POPUP_CLOSED_POLL_MS = 500;

export type SocialPopupMode = 'login' | 'connect';

export function socialAuthUrl(service: SocialService, mode: SocialPopupMode): string {
  return resolveUrl(`secure/auth/social/${service}/${mode}`);
}

function centeredFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - SOCIAL_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SOCIAL_POPUP_HEIGHT) / 2);
  return [
    `width=${SOCIAL_POPUP_WIDTH}`,
    `height=${SOCIAL_POPUP_HEIGHT}`,
    `left=${Math.round(left)}`,
    `top=${Math.round(top)}`,
  ].join(',');
}

/**
 * Spec 7.3: opens the provider's sign-in in a centered 650x550 popup and resolves with the first
 * social-auth message posted from this site's origin, or null when the popup is closed (or
 * blocked) without one (spec 4: a closed popup returns an empty result).
 */
export function openSocialPopup(
  service: SocialService,
  mode: SocialPopupMode,
): Promise<SocialAuthResult | null> {
  const popup = window.open(socialAuthUrl(service, mode), 'social-auth', centeredFeatures());
  return new Promise((resolve) => {
    if (!popup) {
      resolve(null);
      return;
    }
    const finish = (result: SocialAuthResult | null) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own callback page may answer: anything else could forge a login result.
      if (event.origin !== window.location.origin) return;
      const result = readSocialAuthMessage(event.data);
      if (!result) return;
      finish(result);
      if (!popup.closed) popup.close();
    };
    const closedPoll = setInterval(() => {
      if (popup.closed) finish(null);
    }, POPUP_CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
