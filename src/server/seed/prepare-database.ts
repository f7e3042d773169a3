import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../modules';
import { createDefaultChannels } from '../modules/channels/default-channels';
import { migrateToLatest } from '../db/migrate';
import { seedAdmin, type CreatedAdmin } from './seed-admin';
import { DEMO_SEEDERS } from './demo-seeders';
import { seedCustomPages } from './seed-pages';
import { seedLocalizations } from './seed-localizations';
import { seedPermissionsAndRoles } from './seed-roles';

/** Migrates, syncs permissions and roles, creates the first admin and, on a fresh database, demo content. */
export async function prepareDatabase(
  services: Services,
  log: FastifyBaseLogger,
): Promise<CreatedAdmin | null> {
  const { database } = services.config;
  const migrations = await migrateToLatest(
    services.db,
    database.dialect === 'postgres' ? database.schema : undefined,
  );
  for (const result of migrations.results ?? []) log.info(`migrated ${result.migrationName}`);
  await seedPermissionsAndRoles(services);
  await seedLocalizations(services);
  // The site's channels (homepage, menus) exist with or without demo content.
  if (await createDefaultChannels(services.db)) log.info('created the default channels');
  const admin = await seedAdmin(services);
  if (admin) await seedCustomPages(services);
  if (admin && services.config.seedDemo) {
    for (const seeder of DEMO_SEEDERS) {
      log.info(`seeding demo ${seeder.name}`);
      await seeder.run(services);
    }
  }
  return admin;
}
