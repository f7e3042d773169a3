/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('city', 'varchar(100)').execute();
  await db.schema.alterTable('sessions').addColumn('country', 'varchar(10)').execute();

  await withId(db, db.schema.createTable('email_verification_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verification_codes_user_id_index')
    .on('email_verification_codes')
    .column('user_id')
    .execute();

  await withId(db, db.schema.createTable('password_reset_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_index')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('access_tokens'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('last_used_at', 'varchar(32)'),
  ).execute();
  await db.schema
    .createIndex('access_tokens_user_id_index')
    .on('access_tokens')
    .column('user_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('social_profiles'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('service_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('user_service_id', 'varchar(191)', (c) => c.notNull())
      .addColumn('username', 'varchar(255)')
      .addUniqueConstraint('social_profiles_service_user_unique', [
        'service_name',
        'user_service_id',
      ])
      .addUniqueConstraint('social_profiles_user_service_unique', ['user_id', 'service_name']),
  ).execute();

  await withId(db, db.schema.createTable('outgoing_email_log'))
    .addColumn('to', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('message_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outgoing_email_log_created_at_index')
    .on('outgoing_email_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outgoing_email_log',
    'social_profiles',
    'access_tokens',
    'password_reset_tokens',
    'email_verification_codes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('country').execute();
  await db.schema.alterTable('sessions').dropColumn('city').execute();
  await db.schema.alterTable('users').dropColumn('two_factor_last_step').execute();
}
