// `npm test`: the whole suite in order — typecheck and lint (side by side), unit, api (SQLite, then
// PostgreSQL when TEST_DATABASE_URL is set; the build beside the last), e2e — stopping at the first
// failure.
// `npm test -- unit api` runs some.
import { spawn } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL;
const sqliteEnv = { ...process.env };
delete sqliteEnv.TEST_DATABASE_URL;

const apiRuns = [
  ['api', 'npm run test:api', sqliteEnv],
  ...(postgresUrl
    ? [['api-postgres', 'npm run test:api', { ...process.env, TEST_DATABASE_URL: postgresUrl }]]
    : []),
];

/**
 * A step is one command, or several that run at once: typecheck and lint are single-threaded
 * each, and the build runs beside the last API run, whose tests spend part of their time waiting
 * on the database (about 25 s saved on two cores).
 */
const steps = [
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['unit', 'npm run test:unit']],
  ...apiRuns.slice(0, -1).map((run) => [run]),
  [apiRuns.at(-1), ['build', 'npm run build']],
  [['e2e', 'npm run test:e2e']],
];

/** Runs a command; alone it streams its output, beside others its output is printed when it ends. */
function run([name, command, env = process.env], streamed) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env, stdio: streamed ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!streamed) process.stdout.write(Buffer.concat(output));
      resolve({ name, status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const only = process.argv.slice(2);
const summary = [];
for (const group of steps) {
  const commands = group.filter(
    ([name]) => !only.length || only.some((wanted) => name.startsWith(wanted)),
  );
  if (!commands.length) continue;
  for (const [name, command] of commands) console.log(`\n▶ ${name}: ${command}`);
  const results = await Promise.all(commands.map((command) => run(command, commands.length === 1)));
  for (const { name, status, seconds } of results) {
    summary.push(`${status === 0 ? '✔' : '✖'} ${name} (${seconds}s)`);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\n${summary.join('\n')}\n\n${failed.name} failed`);
    process.exit(failed.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
