/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId, withTimestamps } from './helpers';

type Db = Kysely<any>;

/**
 * Workspaces (issue 17): a workspace, its members with a workspace role, and its pending invites,
 * whose id is the join link's secret. Lists gain the workspace they belong to (0: the creator's
 * personal space), as file entries already have.
 */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('workspaces'))
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull()),
  ).execute();
  await createIndex(db, 'workspaces_owner_index', 'workspaces', ['owner_id']);

  await withId(db, db.schema.createTable('workspace_members'))
    .addColumn('workspace_id', 'integer', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'workspace_members_workspace_user_unique', 'workspace_members', [
    'workspace_id',
    'user_id',
  ]);
  await createIndex(db, 'workspace_members_user_index', 'workspace_members', [
    'user_id',
    'workspace_id',
  ]);

  await db.schema
    .createTable('workspace_invites')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('workspace_id', 'integer', (c) =>
      c.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'workspace_invites_workspace_email_unique', 'workspace_invites', [
    'workspace_id',
    'email',
  ]);
  await createIndex(db, 'workspace_invites_email_index', 'workspace_invites', ['email']);

  await db.schema
    .alterTable('lists')
    .addColumn('workspace_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'lists_workspace_user_index', 'lists', ['workspace_id', 'user_id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('lists_workspace_user_index').execute();
  await db.schema.alterTable('lists').dropColumn('workspace_id').execute();
  await db.schema.dropTable('workspace_invites').execute();
  await db.schema.dropTable('workspace_members').execute();
  await db.schema.dropTable('workspaces').execute();
}
