/** The social module's public surface: other modules reach it only through this file. */
export type { SocialLoginService } from './social-login-service';
export type { SocialProfileService } from './social-profile-service';
export type { SocialOAuthClients } from './social-oauth-clients';
