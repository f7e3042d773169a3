import type { IncomingMessage } from 'node:http';
import { OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import type { SocialService } from '@common/settings/site-settings';

type Userinfo = Record<string, unknown>;

export interface TokenRequestRecord {
  body: Record<string, unknown>;
  authorization: string | undefined;
}

export interface LocalOAuthProvider {
  /** http://127.0.0.1:<port>, also the `iss` of the ID tokens it signs. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Dotted private settings pointing social_credentials.<service> at this server. */
  settingsFor(service: SocialService, extra?: { emailUrl?: string }): Record<string, unknown>;
  /** What GET /userinfo answers from now on (the oauth2-mock-server default is {sub: 'johndoe'}). */
  setUserinfo(body: Userinfo): void;
  /** Every token endpoint request received, in order. */
  tokenRequests: TokenRequestRecord[];
  /**
   * Plays the browser at the provider: opens the authorization URL our app redirected to and
   * answers the redirect back to the app (the callback URL with code and state).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OAuth2/OpenID Connect server (oauth2-mock-server) on 127.0.0.1 with a random port and a
 * freshly generated RS256 signing key. Its user info is customised through its beforeUserinfo hook.
 */
export async function startOAuthProvider(): Promise<LocalOAuthProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The library names itself "localhost"; 127.0.0.1 avoids an IPv6 lookup of localhost.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  let userinfo: Userinfo = { sub: 'johndoe' };
  const tokenRequests: TokenRequestRecord[] = [];
  server.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = userinfo;
  });
  server.service.on(
    'beforeResponse',
    (_response: MutableResponse, req: IncomingMessage & { body: Record<string, unknown> }) => {
      tokenRequests.push({ body: { ...req.body }, authorization: req.headers.authorization });
    },
  );

  // Letters only: oauth4webapi form-encodes Basic credentials and the mock server does not decode them.
  const clientId = 'cinedexTestClient';
  const clientSecret = 'cinedexTestSecret';
  return {
    issuer,
    clientId,
    clientSecret,
    settingsFor: (service, extra = {}) => ({
      [`social.${service}.enable`]: true,
      [`social_credentials.${service}.client_id`]: clientId,
      [`social_credentials.${service}.client_secret`]: clientSecret,
      [`social_credentials.${service}.authorize_url`]: `${issuer}/authorize`,
      [`social_credentials.${service}.token_url`]: `${issuer}/token`,
      [`social_credentials.${service}.userinfo_url`]: `${issuer}/userinfo`,
      [`social_credentials.${service}.email_url`]: extra.emailUrl ?? '',
    }),
    setUserinfo: (body) => {
      userinfo = body;
    },
    tokenRequests,
    async authorize(authorizationUrl) {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) {
        throw new Error(`the provider did not redirect back: ${response.status}`);
      }
      return new URL(location);
    },
    close: () => server.stop(),
  };
}
