/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('first_name', 'varchar(255)')
      .addColumn('last_name', 'varchar(255)')
      .addColumn('password', 'varchar(255)')
      .addColumn('image', 'text')
      .addColumn('email_verified_at', 'varchar(32)')
      .addColumn('banned_at', 'varchar(32)')
      .addColumn('ban_reason', 'text')
      .addColumn('language', 'varchar(10)')
      .addColumn('country', 'varchar(10)')
      .addColumn('timezone', 'varchar(64)')
      .addColumn('two_factor_secret', 'text')
      .addColumn('two_factor_recovery_codes', 'text')
      .addColumn('two_factor_confirmed_at', 'varchar(32)'),
  ).execute();
  await db.schema.createIndex('users_created_at_index').on('users').column('created_at').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guests', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('sitewide')),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('permissions'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('group', 'varchar(100)', (c) => c.notNull())
      .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('advanced', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withId(db, db.schema.createTable('permissionables'))
    .addColumn('permission_id', 'integer', (c) =>
      c.notNull().references('permissions.id').onDelete('cascade'),
    )
    .addColumn('permissionable_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('permissionable_id', 'integer', (c) => c.notNull())
    .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('permissionables_unique', [
      'permission_id',
      'permissionable_type',
      'permissionable_id',
    ])
    .execute();
  await db.schema
    .createIndex('permissionables_owner_index')
    .on('permissionables')
    .columns(['permissionable_type', 'permissionable_id'])
    .execute();

  await withId(db, db.schema.createTable('user_role'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('user_role_unique', ['user_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('user_role_role_id_index')
    .on('user_role')
    .column('role_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip_address', 'varchar(45)')
    .addColumn('user_agent', 'text')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_active', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_index')
    .on('sessions')
    .column('expires_at')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('settings'))
      .addColumn('name', 'varchar(191)', (c) => c.notNull().unique())
      .addColumn('value', 'text', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'settings',
    'sessions',
    'user_role',
    'permissionables',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
