/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> */
import type { Kysely } from 'kysely';
import { createIndex, createUniqueIndex, withId, withTimestamps } from './helpers';

type Db = Kysely<any>;

/**
 * Subscriptions and billing (issue 16): plans (products) and their prices, the members'
 * subscriptions and invoices, each gateway's customer per member, and the webhook events already
 * handled (so a replayed event does nothing). Money is an integer in the currency's minor units.
 */
export async function up(db: Db): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('products'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('free', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('feature_list', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stripe_id', 'varchar(255)')
      .addColumn('paypal_id', 'varchar(255)'),
  ).execute();
  await createIndex(db, 'products_position_index', 'products', ['hidden', 'position']);

  await withTimestamps(
    withId(db, db.schema.createTable('prices'))
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('interval', 'varchar(8)', (c) => c.notNull())
      .addColumn('interval_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('stripe_id', 'varchar(255)')
      .addColumn('paypal_id', 'varchar(255)')
      .addColumn('archived_at', 'varchar(32)'),
  ).execute();
  await createIndex(db, 'prices_product_index', 'prices', ['product_id', 'archived_at']);

  await withTimestamps(
    withId(db, db.schema.createTable('subscriptions'))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('price_id', 'integer', (c) =>
        c.notNull().references('prices.id').onDelete('cascade'),
      )
      .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
      .addColumn('gateway_id', 'varchar(255)')
      .addColumn('gateway_customer_id', 'varchar(255)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('renews_at', 'varchar(32)')
      .addColumn('ends_at', 'varchar(32)')
      .addColumn('cancelled_at', 'varchar(32)'),
  ).execute();
  await createUniqueIndex(db, 'subscriptions_gateway_unique', 'subscriptions', [
    'gateway',
    'gateway_id',
  ]);
  await createIndex(db, 'subscriptions_user_index', 'subscriptions', ['user_id', 'created_at']);
  await createIndex(db, 'subscriptions_product_index', 'subscriptions', ['product_id', 'status']);
  await createIndex(db, 'subscriptions_status_index', 'subscriptions', ['status', 'renews_at']);
  await createIndex(db, 'subscriptions_renews_index', 'subscriptions', ['renews_at']);

  await withId(db, db.schema.createTable('billing_customers'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'billing_customers_user_unique', 'billing_customers', [
    'user_id',
    'gateway',
  ]);

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) =>
      c.references('subscriptions.id').onDelete('set null'),
    )
    .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
    .addColumn('gateway_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('number', 'varchar(255)')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('pdf_url', 'varchar(2048)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'invoices_gateway_unique', 'invoices', ['gateway', 'gateway_id']);
  await createIndex(db, 'invoices_user_created_index', 'invoices', ['user_id', 'created_at']);

  await withId(db, db.schema.createTable('billing_webhook_events'))
    .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await createUniqueIndex(db, 'billing_webhook_events_unique', 'billing_webhook_events', [
    'gateway',
    'event_id',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'billing_webhook_events',
    'invoices',
    'billing_customers',
    'subscriptions',
    'prices',
    'products',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
