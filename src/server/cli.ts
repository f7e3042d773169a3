import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';

const USAGE = `Usage: node dist/server/cli.js <command>

Commands:
  migrate                         migrate, create the first admin and seed an empty database
  settings:set name=value …       store site settings; values are JSON (strings may be bare)
`;

function parseAssignment(argument: string): [string, unknown] {
  const equals = argument.indexOf('=');
  if (equals < 1) throw new Error(`Expected name=value, got "${argument}"`);
  const raw = argument.slice(equals + 1);
  try {
    return [argument.slice(0, equals), JSON.parse(raw) as unknown];
  } catch {
    return [argument.slice(0, equals), raw];
  }
}

/** Operator commands against the configured database (same environment as `npm start`). */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || !['migrate', 'settings:set'].includes(command)) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig({ argv: [] });
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    const admin = await prepareDatabase(app.services, app.log);
    if (command === 'migrate') {
      if (admin?.generatedPassword)
        console.log(`Administrator ${admin.email}, password: ${admin.generatedPassword}`);
      console.log('Database is up to date.');
    } else {
      const values = Object.fromEntries(rest.map(parseAssignment));
      await app.services.settings.save(values);
      console.log(`Saved ${Object.keys(values).length} setting(s).`);
    }
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
