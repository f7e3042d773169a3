import type { Services } from '../../modules';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { insertRows, nextId, syncIdSequence } from './bulk-insert';
import { planCatalogue, type CatalogueIds } from './catalogue-plan';
import { demoFaker } from './demo-random';
import { loadSourceMovies } from './movies-source';

const TABLES: Record<keyof CatalogueIds, keyof Database & string> = {
  title: 'titles',
  season: 'seasons',
  episode: 'episodes',
  person: 'people',
  credit: 'credits',
  genre: 'genres',
  keyword: 'keywords',
  country: 'production_countries',
  image: 'images',
  video: 'videos',
};

async function firstIds(db: Db): Promise<CatalogueIds> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([key, table]) => [key, await nextId(db, table)] as const),
  );
  return Object.fromEntries(entries) as unknown as CatalogueIds;
}

/** The demo catalogue: real films from movies.json and everything generated around them. */
export async function seedDemoCatalogue(services: Services): Promise<void> {
  const faker = await demoFaker('catalogue');
  const source = loadSourceMovies();
  await services.db.transaction().execute(async (trx) => {
    const plan = planCatalogue(faker, source, await firstIds(trx));
    await insertRows(trx, 'titles', plan.titles);
    await insertRows(trx, 'seasons', plan.seasons);
    await insertRows(trx, 'episodes', plan.episodes);
    await insertRows(trx, 'people', plan.people);
    await insertRows(trx, 'credits', plan.credits);
    await insertRows(trx, 'genres', plan.genres);
    await insertRows(trx, 'keywords', plan.keywords);
    await insertRows(trx, 'production_countries', plan.countries);
    await insertRows(trx, 'genre_title', plan.genreTitle);
    await insertRows(trx, 'keyword_title', plan.keywordTitle);
    await insertRows(trx, 'country_title', plan.countryTitle);
    await insertRows(trx, 'images', plan.images);
    await insertRows(trx, 'videos', plan.videos);
    for (const table of Object.values(TABLES)) await syncIdSequence(trx, table);
  });
}
