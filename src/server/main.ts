import { buildApp } from './app';
import { ConfigError, exposeModeToLibraries, loadConfig, type Config } from './config';
import { prepareDatabase } from './seed/prepare-database';
import { passwordNotice } from './operator/framed-notice';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  exposeModeToLibraries(config);
  const app = await buildApp(config);
  const admin = await prepareDatabase(app.services, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.services.scheduler.start();
  console.log(`\n  Cinedex is running at ${config.appUrl}\n`);
  if (admin?.generatedPassword) {
    console.log(
      passwordNotice('The first administrator was created.', admin, [
        'Lost it? node dist/server/cli.js users:reset-password <email>',
      ]),
    );
  } else if (admin) {
    console.log(`  Administrator: ${admin.email} (password from ADMIN_PASSWORD)\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
