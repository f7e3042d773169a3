// Starts the built app for browser tests on a fresh SQLite database under test-results/e2e-storage,
// with a real SMTP server capturing mail into test-results/e2e-storage/mail/*.eml, a local OAuth2
// provider for social login, files stored on a local S3 (moto_server, so uploads go straight to the
// bucket as in production), local stand-ins for Stripe and PayPal (billing on, both gateways
// configured), and email confirmation required (set through the operator CLI).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { register as registerTsx } from 'tsx/esm/api';
import { startS3Emulator } from './s3-emulator.mjs';

const storage = path.resolve('test-results/e2e-storage');
const mailDir = path.join(storage, 'mail');
rmSync(storage, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount++;
      writeFileSync(
        path.join(mailDir, `${String(mailCount).padStart(5, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

// A local OAuth2/OpenID provider standing in for Google; tests choose the identity it reports
// by writing oauth-userinfo.json into the storage folder.
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 4181);
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(OAUTH_PORT, '127.0.0.1');
const issuer = `http://127.0.0.1:${OAUTH_PORT}`;
oauth.issuer.url = issuer;
const userinfoFile = path.join(storage, 'oauth-userinfo.json');
oauth.service.on('beforeUserinfo', (response) => {
  response.body = existsSync(userinfoFile)
    ? JSON.parse(readFileSync(userinfoFile, 'utf8'))
    : { sub: 'nobody' };
});

// The browser PUTs to the bucket itself, from the app's origin.
const APP_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`;
const s3 = await startS3Emulator({ bucket: 'cinedex-e2e', allowedOrigin: APP_URL });

// Stripe and PayPal stand-ins (the TypeScript ones the API tests use, run through tsx): the app's
// SDKs reach them through STRIPE_API_BASE / PAYPAL_API_BASE, the browser pays on their hosted
// pages, and they POST signed webhooks to the app.
registerTsx();
const { startStripeStandIn } = await import('../tests/support/stand-ins/stripe-stand-in.ts');
const { startPaypalStandIn } = await import('../tests/support/stand-ins/paypal-stand-in.ts');
const stripe = await startStripeStandIn({
  port: Number(process.env.E2E_STRIPE_PORT ?? 4184),
  webhookUrl: `${APP_URL}/api/v1/billing/webhooks/stripe`,
});
const paypal = await startPaypalStandIn({
  port: Number(process.env.E2E_PAYPAL_PORT ?? 4185),
  webhookUrl: `${APP_URL}/api/v1/billing/webhooks/paypal`,
});

const env = {
  ...process.env,
  ...s3.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4173',
  APP_URL,
  HOST: '127.0.0.1',
  STORAGE_PATH: storage,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  MAIL_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  STRIPE_API_BASE: stripe.url,
  PAYPAL_API_BASE: paypal.url,
  // as behind a proxy that names the visitor's country (the visitors report's countries)
  COUNTRY_HEADER: 'cf-ipcountry',
};

const stopHelpers = () => {
  smtp.close();
  return Promise.allSettled([oauth.stop(), s3.stop(), stripe.stop(), paypal.stop()]);
};

// Migrate and configure before the server starts, as an operator would with the CLI.
try {
  execFileSync(process.execPath, ['dist/server/cli.js', 'migrate'], { env, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    [
      'dist/server/cli.js',
      'settings:set',
      'require_email_confirmation=true',
      'social.google.enable=true',
      'social_credentials.google.client_id="cinedexE2eClient"',
      'social_credentials.google.client_secret="cinedexE2eSecret"',
      `social_credentials.google.authorize_url="${issuer}/authorize"`,
      `social_credentials.google.token_url="${issuer}/token"`,
      `social_credentials.google.userinfo_url="${issuer}/userinfo"`,
      'billing.enable=true',
      'billing_gateways.stripe.enable=true',
      'billing_gateways.stripe.publishable_key="pk_test_cinedex_stand_in"',
      `billing_gateways.stripe.secret_key="${stripe.apiKey}"`,
      `billing_gateways.stripe.webhook_secret="${stripe.webhookSecret}"`,
      'billing_gateways.paypal.enable=true',
      `billing_gateways.paypal.client_id="${paypal.clientId}"`,
      `billing_gateways.paypal.client_secret="${paypal.clientSecret}"`,
      `billing_gateways.paypal.webhook_id="${paypal.webhookId}"`,
      'billing_gateways.paypal.sandbox=true',
    ],
    { env, stdio: 'inherit' },
  );
} catch (error) {
  await stopHelpers();
  throw error;
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void stopHelpers().then(() => process.exit(code ?? 0));
});
