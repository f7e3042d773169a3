import type { SocialService } from '@common/settings/site-settings';
import type { SettingsService } from '../settings';
import { SocialOAuthClient } from './social-oauth-client';

/**
 * The providers' OAuth clients, from the settings the admin saved. A client is made per flow,
 * since those settings can change at any time.
 */
export class SocialOAuthClients {
  constructor(
    private readonly settings: SettingsService,
    private readonly appUrl: string,
  ) {}

  /**
   * Null when the provider is switched off (settings.social.<service>.enable). Otherwise a
   * function making its client, which throws a SocialAuthError when the provider's settings are
   * incomplete, so the caller reports that where the flow's other failures are reported.
   */
  async forEnabled(service: SocialService): Promise<(() => SocialOAuthClient) | null> {
    const all = await this.settings.all();
    if (!all.social[service].enable) return null;
    const redirectUri = `${this.appUrl}/secure/auth/social/${service}/callback`;
    return () => new SocialOAuthClient(service, all.social_credentials[service], redirectUri);
  }
}
