import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkoutRedirect,
  currentSubscriptionResponse,
  invoicesResponse,
  planChangePreview,
  subscriptionResponse,
} from '@common/api/billing';
import { userAccess } from '../../http/route-access';
import {
  invoiceIdParam,
  invoicesQuery,
  planChoiceInput,
  stripeConfirmInput,
} from './billing-schema';

const GATEWAY_NOTE = 'The gateway is asked first; when it fails (502) nothing changes.';

/** The signed-in member's billing area (spec 2.7). */
export const billingAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billingArea, rateLimits } = app.services;
  const limited = {
    ...userAccess,
    rateLimit: {
      ...rateLimits.route('billing'),
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `billing:${request.user?.id ?? request.ip}`,
    },
  };
  const answer = { 200: subscriptionResponse };

  app.get(
    '/api/v1/billing/subscription',
    {
      config: userAccess,
      schema: {
        summary: 'Your subscription, with its plan, price and payment method',
        querystring: z.strictObject({}),
        response: { 200: currentSubscriptionResponse },
      },
    },
    async ({ user }) => ({ subscription: await billingArea.current(user!.id) }),
  );

  app.get(
    '/api/v1/billing/invoices',
    {
      config: userAccess,
      schema: {
        summary: 'Your invoices, newest first',
        querystring: invoicesQuery,
        response: { 200: invoicesResponse },
      },
    },
    async ({ user, query }) => billingArea.invoices(user!.id, query),
  );

  app.get(
    '/api/v1/billing/invoices/:id/download',
    {
      config: userAccess,
      schema: {
        summary: 'Download one of your invoices',
        description: 'A redirect to the gateway’s PDF when it has one, otherwise a text receipt.',
        params: invoiceIdParam,
        response: {
          200: z.string().describe('The receipt, as an attachment'),
          302: z.null().describe('The gateway’s PDF (Location)'),
        },
      },
    },
    async ({ user, params }, reply) => {
      const document = await billingArea.invoiceDocument(user!.id, params.id);
      if ('redirect' in document) return reply.redirect(document.redirect, 302);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .send(document.text);
    },
  );

  app.post(
    '/api/v1/billing/payment-method/session',
    {
      config: limited,
      schema: {
        summary: 'Start changing your payment method (a Stripe setup page)',
        description: 'PayPal subscriptions: 422, PayPal manages them on paypal.com.',
        body: z.strictObject({}),
        response: { 200: checkoutRedirect },
      },
    },
    async ({ user }) => billingArea.startPaymentMethodChange(user!.id),
  );

  app.post(
    '/api/v1/billing/payment-method/confirm',
    {
      config: limited,
      schema: {
        summary: 'Make the payment method a finished setup page saved your default',
        body: stripeConfirmInput,
        response: answer,
      },
    },
    async ({ user, body }) => ({
      subscription: await billingArea.confirmPaymentMethodChange(user!.id, body.sessionId),
    }),
  );

  app.get(
    '/api/v1/billing/change-plan/preview',
    {
      config: userAccess,
      schema: {
        summary: 'What changing to another plan would cost now (prorated)',
        querystring: planChoiceInput,
        response: { 200: planChangePreview },
      },
    },
    async ({ user, query }) =>
      billingArea.previewPlanChange(user!.id, query.productId, query.priceId),
  );

  app.post(
    '/api/v1/billing/change-plan',
    {
      config: limited,
      schema: {
        summary: 'Change your plan',
        description: GATEWAY_NOTE,
        body: planChoiceInput,
        response: answer,
      },
    },
    async ({ user, body }) => ({
      subscription: await billingArea.changePlan(user!.id, body.productId, body.priceId),
    }),
  );

  app.post(
    '/api/v1/billing/subscription/cancel',
    {
      config: limited,
      schema: {
        summary: 'Cancel your subscription at the end of the period',
        description: GATEWAY_NOTE,
        body: z.strictObject({}),
        response: answer,
      },
    },
    async ({ user }) => ({ subscription: await billingArea.cancel(user!.id) }),
  );

  app.post(
    '/api/v1/billing/subscription/renew',
    {
      config: limited,
      schema: {
        summary: 'Renew a cancelled subscription before it ends',
        description: `422 once it has ended. ${GATEWAY_NOTE}`,
        body: z.strictObject({}),
        response: answer,
      },
    },
    async ({ user }) => ({ subscription: await billingArea.renew(user!.id) }),
  );
};
