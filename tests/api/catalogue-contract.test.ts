import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { channelPageResponse } from '@common/api/channels';
import { personListResponse, personPageResponse } from '@common/api/people';
import { searchResponse } from '@common/api/search';
import {
  episodePageResponse,
  seasonPageResponse,
  titleCreditsResponse,
  titleListResponse,
  titlePageResponse,
} from '@common/api/titles';
import { watchPageResponse } from '@common/api/videos';
import { buildCredit, buildPerson, buildTitle, buildVideo } from '../support/catalogue-factories';
import { buildChannel, buildNews } from '../support/channels-factories';
import { buildEpisode, buildImage, buildSeason } from '../support/title-page-factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The response schemas in src/common/api are the catalogue's contract: the routes encode their
 * answers through them, and the page renderer embeds those answers as a page's first data. Each
 * answer the services build must come out of its schema unchanged (every field named, in the
 * order the API writes it), or the API would silently drop what a page shows.
 */
let t: TestApp;
let ids: { series: number; movie: number; person: number; video: number; hero: string };

beforeAll(async () => {
  t = await createTestApp();
  const app = t.app;
  const series = await buildTitle(app, {
    type: 'series',
    name: 'Contract Series',
    genres: ['contract-drama'],
    plot: 'A plot.',
  });
  const movie = await buildTitle(app, { name: 'Contract Movie', genres: ['contract-drama'] });
  const season = await buildSeason(app, series.id, 1);
  const first = await buildEpisode(app, season, 1, { plot: 'Pilot.', runtime: 42 });
  await buildEpisode(app, season, 2);
  const person = await buildPerson(app, { name: 'Contract Actor', image: 'p.svg' });
  await buildCredit(app, { personId: person.id, titleId: series.id, order: 1 });
  await buildCredit(app, {
    personId: person.id,
    titleId: series.id,
    department: 'directing',
    job: 'Director',
  });
  await buildCredit(app, {
    personId: person.id,
    titleId: series.id,
    creditable: { type: 'episode', id: first.id },
    character: 'Guest',
  });
  await buildCredit(app, { personId: person.id, titleId: movie.id });
  await buildImage(app, { model_type: 'title', model_id: series.id, type: 'poster' });
  await buildImage(app, { model_type: 'person', model_id: person.id, type: 'profile' });
  const video = await buildVideo(app, series.id, {
    episode_id: first.id,
    season_number: 1,
    episode_number: 1,
    duration: 90,
  });
  await buildVideo(app, series.id);
  const news = await buildNews(app, { title: 'Contract news' });
  const heroRow = await buildChannel(app, { layout: 'hero', items: [series.id, movie.id] });
  const people = await buildChannel(app, { content_type: 'person', items: [person.id] });
  const newsRow = await buildChannel(app, { content_type: 'news', items: [news.id] });
  const hero = await buildChannel(app, {
    content_type: 'channel',
    layout: 'list',
    items: [heroRow.id, people.id, newsRow.id],
  });
  ids = { series: series.id, movie: movie.id, person: person.id, video: video.id, hero: hero.slug };
});
afterAll(() => t.close());

/** The answer as the API writes it, and as its schema encodes it: they must be the same JSON. */
function expectContract(schema: z.ZodType, answer: unknown) {
  expect(JSON.stringify(schema.encode(answer))).toBe(JSON.stringify(answer));
}

describe('catalogue answers and their response schemas', () => {
  it('titles, credits, seasons and episodes', async () => {
    const { titles, seasons } = t.app.services;
    const list = await titles.listCards({}, { page: 1, perPage: 10 });
    expectContract(titleListResponse, {
      data: list.rows,
      current_page: 1,
      per_page: 10,
      total: list.total,
      last_page: 1,
      from: 1,
      to: list.rows.length,
    });
    const page = await titles.page(ids.series);
    expect(page!.credits.cast).toHaveLength(1);
    expect(page!.videos.length + page!.images.length + page!.seasons.length).toBe(3);
    expectContract(titlePageResponse, page);
    expectContract(titleCreditsResponse, await titles.fullCredits(ids.series));
    expectContract(seasonPageResponse, await seasons.seasonPage(ids.series, 1));
    const episode = await seasons.episodePage(ids.series, 1, 1);
    expect(episode.next).not.toBeNull();
    expectContract(episodePageResponse, episode);
  });

  it('people, the watch page, search and a channel of channels with a hero', async () => {
    const { people, videos, search, channels } = t.app.services;
    const person = await people.page(ids.person);
    expect(Object.keys(person.filmography)).toEqual(['acting', 'directing']);
    expectContract(personPageResponse, person);
    const list = await people.listCards({ order: 'name:asc', page: 1, perPage: 5 });
    expectContract(personListResponse.shape.data, list.rows);

    const watch = await videos.watchPage(ids.video);
    expect(watch.video.episode).not.toBeNull();
    expectContract(watchPageResponse, watch);

    const found = await search.search('contract', ['title', 'person', 'news'], 5);
    expect([found.titles.length, found.people.length, found.news.length]).toEqual([2, 1, 1]);
    expectContract(searchResponse, found);

    const page = await channels.page(ids.hero, { page: 1, perPage: 10 });
    const rows = page.content.data;
    expect(rows.map((row) => row.model_type)).toEqual(['channel', 'channel', 'channel']);
    const heroItems = rows[0]!.model_type === 'channel' ? rows[0]!.items : [];
    expect(heroItems[0]).toMatchObject({ plot: 'A plot.', trailer_video_id: expect.any(Number) });
    expectContract(channelPageResponse, page);
  });
});
