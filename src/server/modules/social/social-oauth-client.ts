import * as oauth from 'oauth4webapi';
import type { SocialService } from '@common/settings/site-settings';
import type { PrivateSettings } from '../settings';
import { SOCIAL_SERVICE_NAMES, type SocialProfileData } from './social-profile';
import { SOCIAL_PROVIDERS } from './social-providers';

export type SocialCredentials = PrivateSettings['social_credentials'][SocialService];

/** What the callback needs from the start of the flow (kept in an encrypted cookie). */
export interface AuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string | null;
}

/** A failure whose message can be shown to the person signing in. */
export class SocialAuthError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialAuthError';
  }
}

const TIMEOUT_MS = 10_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Plain http is only allowed for a provider on this machine (development and tests). */
function allowsInsecure(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An admin's incomplete or mistyped provider settings end the flow with a clear message. */
function assertConfigured(service: SocialService, credentials: SocialCredentials): void {
  const urls = [credentials.authorize_url, credentials.token_url, credentials.userinfo_url];
  if (credentials.email_url) urls.push(credentials.email_url);
  if (!credentials.client_id || !credentials.client_secret || !urls.every(isHttpUrl)) {
    throw new SocialAuthError(
      `Sign-in with ${SOCIAL_SERVICE_NAMES[service]} is not set up correctly. Please contact the site administrator.`,
    );
  }
}

/**
 * The authorization code flow (with PKCE where the provider supports it) against one provider's
 * configured endpoints, through oauth4webapi: authorization URL, callback validation (state),
 * code exchange, then the provider's user info mapped to a SocialProfileData.
 */
export class SocialOAuthClient {
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly clientAuth: oauth.ClientAuth;

  constructor(
    private readonly service: SocialService,
    private readonly credentials: SocialCredentials,
    private readonly redirectUri: string,
  ) {
    assertConfigured(service, credentials);
    this.as = {
      // Only Google returns an ID token, whose issuer is the origin of its authorization endpoint.
      issuer: new URL(credentials.authorize_url).origin,
      authorization_endpoint: credentials.authorize_url,
      token_endpoint: credentials.token_url,
      userinfo_endpoint: credentials.userinfo_url,
    };
    this.client = { client_id: credentials.client_id };
    this.clientAuth =
      SOCIAL_PROVIDERS[service].clientAuth === 'basic'
        ? oauth.ClientSecretBasic(credentials.client_secret)
        : oauth.ClientSecretPost(credentials.client_secret);
  }

  async authorizationRequest(): Promise<AuthorizationRequest> {
    const url = new URL(this.credentials.authorize_url);
    const state = oauth.generateRandomState();
    url.searchParams.set('client_id', this.credentials.client_id);
    url.searchParams.set('redirect_uri', this.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', state);
    if (this.credentials.scope) url.searchParams.set('scope', this.credentials.scope);
    let codeVerifier: string | null = null;
    if (SOCIAL_PROVIDERS[this.service].pkce) {
      codeVerifier = oauth.generateRandomCodeVerifier();
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
    }
    return { url: url.href, state, codeVerifier };
  }

  /** Validates the callback against the stored state, exchanges the code, reads the profile. */
  async complete(
    callback: URLSearchParams,
    expected: { state: string; codeVerifier: string | null },
  ): Promise<SocialProfileData> {
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(this.as, this.client, callback, expected.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
        throw new SocialAuthError('The sign-in was cancelled.', { cause: error });
      }
      throw new SocialAuthError('The sign-in could not be verified. Please try again.', {
        cause: error,
      });
    }
    const accessToken = await this.exchange(params, expected.codeVerifier);
    const provider = SOCIAL_PROVIDERS[this.service];
    const userinfo = await this.getJson(this.credentials.userinfo_url, accessToken);
    const email = this.credentials.email_url
      ? await this.getJson(this.credentials.email_url, accessToken)
      : null;
    const profile = provider.toProfile(userinfo, email);
    if (!profile) throw new SocialAuthError('The provider did not share your account details.');
    return { service: this.service, ...profile };
  }

  private async exchange(params: URLSearchParams, codeVerifier: string | null): Promise<string> {
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        this.as,
        this.client,
        this.clientAuth,
        params,
        this.redirectUri,
        codeVerifier ?? oauth.nopkce,
        this.requestOptions(this.credentials.token_url),
      );
      const tokens = await oauth.processAuthorizationCodeResponse(this.as, this.client, response);
      return tokens.access_token;
    } catch (error) {
      throw new SocialAuthError('The sign-in could not be completed. Please try again.', {
        cause: error,
      });
    }
  }

  private async getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
    try {
      const response = await oauth.protectedResourceRequest(
        accessToken,
        'GET',
        new URL(url),
        new Headers({ accept: 'application/json' }),
        null,
        this.requestOptions(url),
      );
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error(`${url} answered no object`);
      return body as Record<string, unknown>;
    } catch (error) {
      throw new SocialAuthError('Could not read your account details from the provider.', {
        cause: error,
      });
    }
  }

  private requestOptions(url: string) {
    return {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      [oauth.allowInsecureRequests]: allowsInsecure(url),
    };
  }
}
