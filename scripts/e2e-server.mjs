// Starts the built app for browser tests on a fresh SQLite database under test-results/e2e-storage,
// with a real SMTP server capturing mail into test-results/e2e-storage/mail/*.eml, a local OAuth2
// provider for social login, files stored on a local S3 (moto_server, so uploads go straight to the
// bucket as in production), and email confirmation required (set through the operator CLI).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
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
  // as behind a proxy that names the visitor's country (the visitors report's countries)
  COUNTRY_HEADER: 'cf-ipcountry',
};

const stopHelpers = () => {
  smtp.close();
  return Promise.allSettled([oauth.stop(), s3.stop()]);
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
