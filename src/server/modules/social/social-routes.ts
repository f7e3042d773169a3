import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bootstrapResponse } from '@common/api/bootstrap';
import type { SocialAuthMessage } from '@common/api/social';
import { userResponse } from '@common/api/users';
import { SOCIAL_SERVICES, type SocialService } from '@common/settings/site-settings';
import { InvalidError } from '../../domain/errors';
import { notFound, validationError } from '../../http/http-error';
import { publicAccess, userAccess } from '../../http/route-access';
import { buildBootstrapData } from '../../render/bootstrap-data';
import { signIn } from '../../http/sign-in';
import { CALLBACK_SCRIPT, CALLBACK_SCRIPT_PATH, renderCallbackPage } from './social-callback-page';
import {
  clearSocialCookie,
  FLOW_COOKIE,
  keepPendingLink,
  PENDING_COOKIE,
  readFlow,
  readPendingLink,
  startFlow,
} from './social-cookies';
import { SocialAuthError, type AuthorizationRequest } from './social-oauth-client';
import { LINK_EXPIRED } from './social-login-service';

/** Any name reaches the route: one that is not a provider is 404, not a validation error. */
const serviceParams = z.strictObject({
  service: z.string().describe(`The provider: ${SOCIAL_SERVICES.join(', ')}`),
});
const knownServices = z.enum(SOCIAL_SERVICES);
const connectSchema = z.strictObject({
  password: z
    .string({ message: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(255, 'The password may not be longer than 255 characters.'),
});
const SIGN_IN_TO_CONNECT = 'Please sign in to connect an account.';
const FLOW_EXPIRED = 'The sign-in has expired. Please try again.';

const htmlPage = z.string().describe('An HTML page that posts the outcome to the opener');

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, socialLogin: social, socialOAuth: oauthClients, rateLimits } = app.services;

  function knownService(name: string): SocialService {
    const parsed = knownServices.safeParse(name);
    if (!parsed.success) throw notFound();
    return parsed.data;
  }

  /** A provider switched on in settings.social.<service>.enable; 404 otherwise. */
  async function enabledService(name: string) {
    const service = knownService(name);
    /** Throws a SocialAuthError when the provider's settings are incomplete. */
    const client = await oauthClients.forEnabled(service);
    if (!client) throw notFound();
    return { service, client };
  }

  function sendPage(reply: FastifyReply, message: Omit<SocialAuthMessage, 'type'>) {
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The popup must keep its opener across the provider's pages to post the result back.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .send(renderCallbackPage({ type: 'social-auth', ...message }, app.config.basePath))
    );
  }

  const failed = (errorMessage?: string) =>
    ({ status: 'ERROR', callbackData: errorMessage ? { errorMessage } : {} }) as const;

  /** GET secure/auth/social/{service}/login and …/connect: off to the provider. */
  for (const mode of ['login', 'connect'] as const) {
    app.get(
      `/secure/auth/social/:service/${mode}`,
      {
        config: publicAccess,
        schema: {
          summary: mode === 'login' ? 'Sign in with a provider' : 'Connect a provider account',
          params: serviceParams,
          response: {
            200: htmlPage.describe('An ERROR page when the sign-in cannot start'),
            302: z.null().describe("Redirect to the provider's consent page"),
          },
        },
      },
      async (request, reply) => {
        const { service, client } = await enabledService(request.params.service);
        if (mode === 'connect' && !request.user) return sendPage(reply, failed(SIGN_IN_TO_CONNECT));
        let authorization: AuthorizationRequest;
        try {
          authorization = await client().authorizationRequest();
        } catch (error) {
          if (error instanceof SocialAuthError) return sendPage(reply, failed(error.message));
          throw error;
        }
        startFlow(request, reply, {
          service,
          mode,
          userId: mode === 'connect' ? request.user!.id : null,
          state: authorization.state,
          codeVerifier: authorization.codeVerifier,
        });
        return reply.header('cache-control', 'no-store').redirect(authorization.url);
      },
    );
  }

  /** The provider sends the popup back here; the page posts the outcome to the opener. */
  app.get(
    '/secure/auth/social/:service/callback',
    {
      config: publicAccess,
      schema: {
        summary: 'Where the provider sends the popup back',
        params: serviceParams,
        response: { 200: htmlPage },
      },
    },
    async (request, reply) => {
      const { service, client } = await enabledService(request.params.service);
      const flow = readFlow(request);
      clearSocialCookie(request, reply, FLOW_COOKIE);
      try {
        if (!flow || flow.service !== service) throw new SocialAuthError(FLOW_EXPIRED);
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        const profile = await client().complete(query, flow);

        if (flow.mode === 'connect') {
          if (!request.user || request.user.id !== flow.userId) {
            throw new SocialAuthError(SIGN_IN_TO_CONNECT);
          }
          await social.connect(request.user.id, profile);
          request.user = await users.resource((await users.findById(request.user.id))!);
          const bootstrapData = await buildBootstrapData(request);
          return sendPage(reply, { status: 'ALREADY_LOGGED_IN', callbackData: { bootstrapData } });
        }

        const outcome = await social.login(profile);
        if (outcome.kind === 'needs-password') {
          keepPendingLink(request, reply, { userId: outcome.userId, profile });
          return sendPage(reply, { status: 'REQUEST_PASSWORD', callbackData: {} });
        }
        const { bootstrapData } = await signIn(request, reply, outcome.userId, false);
        return sendPage(reply, { status: 'SUCCESS', callbackData: { bootstrapData } });
      } catch (error) {
        if (error instanceof SocialAuthError) {
          request.log.info({ err: error.cause ?? error, service }, 'social sign-in refused');
          return sendPage(reply, failed(error.message));
        }
        request.log.error({ err: error, service }, 'social sign-in failed');
        return sendPage(reply, failed());
      }
    },
  );

  /** The posting script of the callback page (the CSP allows same-origin scripts only). */
  app.get(
    `/${CALLBACK_SCRIPT_PATH}`,
    {
      config: publicAccess,
      schema: {
        summary: "The callback page's script",
        response: { 200: z.string().describe('JavaScript') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CALLBACK_SCRIPT),
  );

  /** 'Password required': POST secure/auth/social/connect {password} → {bootstrapData}. */
  app.post(
    '/secure/auth/social/connect',
    {
      config: publicAccess,
      schema: {
        summary: 'Link a provider account to an existing account with its password',
        body: connectSchema,
        response: { 200: bootstrapResponse },
      },
    },
    async (request, reply) => {
      const pending = readPendingLink(request);
      if (!pending) throw validationError({ password: [LINK_EXPIRED] });
      const throttleKey = `${pending.userId}|${request.ip}`;
      await rateLimits.assertAllowed('socialConnect', throttleKey);
      const user = await social
        .linkWithPassword(pending.userId, pending.profile, request.body.password)
        .catch(async (error: unknown) => {
          if (error instanceof SocialAuthError) {
            throw validationError({ password: [error.message] });
          }
          if (error instanceof InvalidError) {
            await rateLimits.record('socialConnect', throttleKey);
          }
          throw error;
        });
      await rateLimits.clear('socialConnect', throttleKey);
      clearSocialCookie(request, reply, PENDING_COOKIE);
      return signIn(request, reply, user.id, false);
    },
  );

  /** POST secure/auth/social/{service}/disconnect → {user} without that provider. */
  app.post(
    '/secure/auth/social/:service/disconnect',
    {
      config: userAccess,
      schema: {
        summary: 'Disconnect a provider account',
        params: serviceParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const service = knownService(request.params.service);
      await social.disconnect(request.user!.id, service);
      return { user: await users.resource((await users.findById(request.user!.id))!) };
    },
  );
};
