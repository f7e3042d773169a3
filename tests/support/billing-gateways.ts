import { expect } from 'vitest';
import { startPaypalStandIn, type PaypalStandIn } from './stand-ins/paypal-stand-in';
import { startStripeStandIn, type StripeStandIn } from './stand-ins/stripe-stand-in';
import { createTestApp, type TestApp } from './test-app';

/** The app with billing on and Stripe configured against a local Stripe stand-in. */
export async function stripeBillingApp(): Promise<{ t: TestApp; stripe: StripeStandIn }> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({ env: { STRIPE_API_BASE: stripe.url } });
  await t.app.services.settings.save({
    'billing.enable': true,
    'billing_gateways.stripe.enable': true,
    'billing_gateways.stripe.publishable_key': 'pk_test_cinedex',
    'billing_gateways.stripe.secret_key': stripe.apiKey,
    'billing_gateways.stripe.webhook_secret': stripe.webhookSecret,
  });
  return { t, stripe };
}

/** The app with billing on and PayPal configured against a local PayPal stand-in. */
export async function paypalBillingApp(): Promise<{ t: TestApp; paypal: PaypalStandIn }> {
  const paypal = await startPaypalStandIn();
  const t = await createTestApp({ env: { PAYPAL_API_BASE: paypal.url } });
  await t.app.services.settings.save({
    'billing.enable': true,
    'billing_gateways.paypal.enable': true,
    'billing_gateways.paypal.client_id': paypal.clientId,
    'billing_gateways.paypal.client_secret': paypal.clientSecret,
    'billing_gateways.paypal.webhook_id': paypal.webhookId,
    'billing_gateways.paypal.sandbox': true,
  });
  return { t, paypal };
}

/** Makes the app listen so the stand-in can POST its webhooks to it, as Stripe would. */
export async function receiveStripeWebhooks(t: TestApp, stripe: StripeStandIn): Promise<void> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.setWebhookUrl(`${address}/api/v1/billing/webhooks/stripe`);
}

/** Makes the app listen so the PayPal stand-in can POST its webhooks to it. */
export async function receivePaypalWebhooks(t: TestApp, paypal: PaypalStandIn): Promise<void> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  paypal.setWebhookUrl(`${address}/api/v1/billing/webhooks/paypal`);
}

/**
 * What a person does on the gateway's hosted page: open it, press Pay, follow the redirect
 * back to the app; answers where the gateway sent the browser.
 */
export async function payOnHostedPage(redirectUrl: string, cardNumber?: string): Promise<URL> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  await page.text();
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cardNumber ? { card_number: cardNumber } : {}).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  expect(location, `the hosted page answered ${response.status}`).toBeTruthy();
  return new URL(location!);
}
