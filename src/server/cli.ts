import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './seed/prepare-database';
import { createAdministrator, OperatorError, resetPassword } from './operator/account-commands';
import { passwordNotice } from './operator/framed-notice';
import { readFirstLine } from './operator/read-stdin';
import type { Services } from './modules';

const USAGE = `Usage: node dist/server/cli.js <command>

Commands:
  migrate                         migrate, create the first admin and seed an empty database
  settings:set name=value …       store site settings; values are JSON (strings may be bare)
  users:reset-password <email>    give an account a new password (printed) and end its sessions
  users:create-admin <email>      create an administrator with a new password (printed)

Options of the users commands:
  --password-stdin                take the password from the first line of standard input
                                  instead of generating one, e.g. echo "…" | node … <command>
`;

const COMMANDS = ['migrate', 'settings:set', 'users:reset-password', 'users:create-admin'];

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

async function accountCommand(services: Services, command: string, args: string[]) {
  const email = args.find((arg) => !arg.startsWith('--'));
  const given = args.includes('--password-stdin') ? await readFirstLine() : null;
  if (command === 'users:reset-password') {
    const result = await resetPassword(services, email, given);
    console.log(passwordNotice(`The password of ${result.email} was reset.`, result));
  } else {
    const result = await createAdministrator(services, email, given);
    console.log(passwordNotice(`Administrator ${result.email} created.`, result));
  }
}

/** Operator commands against the configured database (same environment as `npm start`). */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig({ argv: [] });
  const app = await buildApp({ ...config, logLevel: 'warn' });
  try {
    const admin = await prepareDatabase(app.services, app.log);
    // on an empty database any command creates the first administrator: its password shows once
    if (admin?.generatedPassword) {
      console.log(passwordNotice('The first administrator was created.', admin));
    }
    if (command === 'migrate') {
      console.log('Database is up to date.');
    } else if (command === 'settings:set') {
      const values = Object.fromEntries(rest.map(parseAssignment));
      await app.services.settings.save(values);
      console.log(`Saved ${Object.keys(values).length} setting(s).`);
    } else {
      await accountCommand(app.services, command, rest);
    }
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof OperatorError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
