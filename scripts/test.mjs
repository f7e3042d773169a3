// `npm test`: the whole suite in order — typecheck, lint, unit, api, build, e2e — stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['api', 'npm run test:api'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
