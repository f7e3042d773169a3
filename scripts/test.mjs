// `npm test`: the whole suite in order — typecheck, lint, unit, api (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), build, e2e — stopping at the first failure. `npm test -- unit api` runs some.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL;
const sqliteEnv = { ...process.env };
delete sqliteEnv.TEST_DATABASE_URL;

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['api', 'npm run test:api', sqliteEnv],
  ...(postgresUrl
    ? [['api-postgres', 'npm run test:api', { ...process.env, TEST_DATABASE_URL: postgresUrl }]]
    : []),
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const summary = [];
for (const [name, command, env = process.env] of steps) {
  if (only.length && !only.some((wanted) => name.startsWith(wanted))) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? '✔' : '✖'} ${name} (${seconds}s)`);
  if (result.status !== 0) {
    console.error(`\n${summary.join('\n')}\n\n${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
