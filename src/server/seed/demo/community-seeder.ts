import type { Services } from '../../modules';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { insertRows, nextId, syncIdSequence } from './bulk-insert';
import { loadTitleFacts } from './catalogue-facts';
import { planActivity, planMembers } from './community-members';
import { planComments, planLists } from './community-threads';
import { demoFaker } from './demo-random';

const TABLES = [
  'users',
  'ratings',
  'reviews',
  'watchlist_items',
  'follows',
  'comments',
  'lists',
  'list_items',
] as const satisfies ReadonlyArray<keyof Database>;

/** Pilots of the most popular series, for episode comments. */
async function popularPilots(db: Db) {
  return db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select(['episodes.id', 'episodes.name'])
    .where('episodes.season_number', '=', 1)
    .where('episodes.episode_number', '=', 1)
    .orderBy('titles.popularity', 'desc')
    .orderBy('episodes.id')
    .limit(8)
    .execute();
}

/**
 * Sixty members with the default role, and what they did: ratings, reviews, watchlists,
 * follows, threaded comments and public lists.
 */
export async function seedDemoCommunity(services: Services): Promise<void> {
  const faker = await demoFaker('community');
  const { db } = services;
  const titles = await loadTitleFacts(db, 1500);
  if (!titles.length) return;
  const news = await db
    .selectFrom('news_articles')
    .select(['id', 'created_at'])
    .orderBy('id')
    .execute();
  const episodes = await popularPilots(db);
  const defaultRole = await services.repositories.roles.defaultRole();
  await db.transaction().execute(async (trx) => {
    const ids = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await nextId(trx, table)] as const)),
    ) as Record<(typeof TABLES)[number], number>;
    const members = planMembers(faker, ids.users);
    const activity = planActivity(faker, members, titles, {
      rating: ids.ratings,
      review: ids.reviews,
      watchlist: ids.watchlist_items,
      follow: ids.follows,
    });
    const comments = planComments(faker, members, { titles, news, episodes }, ids.comments);
    const { lists, items } = planLists(faker, members, titles, {
      list: ids.lists,
      item: ids.list_items,
    });

    await insertRows(
      trx,
      'users',
      members.map((m) => m.row),
    );
    if (defaultRole) {
      await insertRows(
        trx,
        'user_role',
        members.map((m) => ({
          user_id: m.row.id,
          role_id: defaultRole.id,
          created_at: m.row.created_at,
        })),
      );
    }
    await insertRows(trx, 'ratings', activity.ratings);
    await insertRows(trx, 'reviews', activity.reviews);
    await insertRows(trx, 'watchlist_items', activity.watchlist);
    await insertRows(trx, 'follows', activity.follows);
    await insertRows(trx, 'comments', comments);
    await insertRows(trx, 'lists', lists);
    await insertRows(trx, 'list_items', items);
    for (const table of TABLES) await syncIdSequence(trx, table);
  });
}
