import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { ChannelContentType, ChannelsTable } from '@server/modules/channels/channels-tables';
import type { NewsArticlesTable } from '@server/modules/news/news-tables';

let sequence = 0;
const now = () => new Date().toISOString();

/** A news article row (body stored as given); created_at defaults to now. */
export async function buildNews(
  app: FastifyInstance,
  overrides: Partial<Insertable<NewsArticlesTable>> = {},
) {
  sequence++;
  const createdAt = overrides.created_at ?? now();
  return app.services.db
    .insertInto('news_articles')
    .values({
      title: `News ${sequence}`,
      slug: `news-${sequence}`,
      body: `<p>Body of article ${sequence}.</p>`,
      created_at: createdAt,
      updated_at: createdAt,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A channel row; curated (no auto_query) unless told otherwise. `items` are added to
 * channel_items in the order given, as the channel's content type.
 */
export async function buildChannel(
  app: FastifyInstance,
  overrides: Partial<Insertable<ChannelsTable>> & { items?: number[] } = {},
) {
  sequence++;
  const { items = [], ...values } = overrides;
  const db = app.services.db;
  const channel = await db
    .insertInto('channels')
    .values({
      name: `Channel ${sequence}`,
      slug: `channel-${sequence}-${Date.now()}`,
      content_type: 'title',
      layout: 'grid',
      created_at: now(),
      updated_at: now(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length) {
    await db
      .insertInto('channel_items')
      .values(
        items.map((itemId, order) => ({
          channel_id: channel.id,
          item_type: channel.content_type as ChannelContentType,
          item_id: itemId,
          order,
        })),
      )
      .execute();
  }
  return channel;
}

/** Removes titles.view from the guest role (and returns a function that gives it back). */
export async function withoutGuestTitlesView(app: FastifyInstance): Promise<() => Promise<void>> {
  const { permissions } = app.services;
  const guestRole = await permissions.guestRole();
  if (!guestRole) throw new Error('no guest role');
  const permission = await app.services.db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', 'titles.view')
    .executeTakeFirstOrThrow();
  await app.services.db
    .deleteFrom('permissionables')
    .where('permissionable_type', '=', 'role')
    .where('permissionable_id', '=', guestRole.id)
    .where('permission_id', '=', permission.id)
    .execute();
  permissions.rolesChanged();
  return async () => {
    await app.services.repositories.permissions.grant('role', guestRole.id, ['titles.view']);
    permissions.rolesChanged();
  };
}
