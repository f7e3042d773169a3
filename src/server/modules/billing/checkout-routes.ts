import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { checkoutRedirect, checkoutSummary, subscriptionResponse } from '@common/api/billing';
import { userAccess } from '../../http/route-access';
import {
  checkoutParams,
  paypalConfirmInput,
  planChoiceInput,
  stripeConfirmInput,
} from './billing-schema';

/** Checkout at a gateway (spec 2.7): the summary, the start, and the done pages' confirmation. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, rateLimits } = app.services;
  const limited = {
    ...userAccess,
    rateLimit: {
      ...rateLimits.route('billing'),
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `billing:${request.user?.id ?? request.ip}`,
    },
  };

  app.get(
    '/api/v1/billing/checkout/:productId/:priceId',
    {
      config: userAccess,
      schema: {
        summary: 'What a checkout is for, and the gateways that can take the payment',
        description: '404 for a hidden, free or unknown plan; 409 when already subscribed.',
        params: checkoutParams,
        response: { 200: checkoutSummary },
      },
    },
    async ({ user, params }) => checkout.summary(user!, params.productId, params.priceId),
  );

  for (const gateway of ['stripe', 'paypal'] as const) {
    const label = gateway === 'stripe' ? 'Stripe Checkout' : 'PayPal';
    app.post(
      `/api/v1/billing/checkout/${gateway}`,
      {
        config: limited,
        schema: {
          summary: `Start a checkout at ${label}`,
          description: 'Answers the URL of the gateway’s page to send the browser to.',
          body: planChoiceInput,
          response: { 200: checkoutRedirect },
        },
      },
      async ({ user, body }) => checkout.start(user!, gateway, body.productId, body.priceId),
    );
  }

  app.post(
    '/api/v1/billing/checkout/stripe/confirm',
    {
      config: userAccess,
      schema: {
        summary: 'Confirm a finished Stripe checkout',
        description: 'Stripe’s answer about the session decides; repeating it changes nothing.',
        body: stripeConfirmInput,
        response: { 200: subscriptionResponse },
      },
    },
    async ({ user, body }) => ({
      subscription: await checkout.confirm(user!, 'stripe', body.sessionId),
    }),
  );

  app.post(
    '/api/v1/billing/checkout/paypal/confirm',
    {
      config: userAccess,
      schema: {
        summary: 'Confirm an approved PayPal subscription',
        description:
          'PayPal’s answer about the subscription decides; repeating it changes nothing.',
        body: paypalConfirmInput,
        response: { 200: subscriptionResponse },
      },
    },
    async ({ user, body }) => ({
      subscription: await checkout.confirm(user!, 'paypal', body.subscriptionId),
    }),
  );
};
