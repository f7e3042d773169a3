import { vi } from 'vitest';
import type { PublicSettings } from '@common/settings/site-settings';
import { buildBootstrapFixture, installBootstrap } from '../../../../support/bootstrap-fixture';

export const SITE_KEY = 'site-key-123';

/** Stands in for Google's script: window.grecaptcha handing out numbered tokens. */
export function stubGrecaptcha() {
  let issued = 0;
  const execute = vi.fn((_siteKey: string, _options: { action: string }) =>
    Promise.resolve(`token-${++issued}`),
  );
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

export function removeGrecaptcha() {
  delete window.grecaptcha;
}

/** Installs bootstrap data with the human check switched on for the given actions. */
export function enableHumanCheck(...actions: (keyof PublicSettings['recaptcha']['enable'])[]) {
  const { settings } = buildBootstrapFixture();
  const enable = { ...settings.recaptcha.enable };
  for (const action of actions) enable[action] = true;
  installBootstrap({ settings: { ...settings, recaptcha: { site_key: SITE_KEY, enable } } });
}
