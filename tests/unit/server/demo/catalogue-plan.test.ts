// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { planCatalogue, type CataloguePlan } from '@server/seed/demo/catalogue-plan';
import { demoFaker } from '@server/seed/demo/demo-random';
import { loadSourceMovies, type SourceMovie } from '@server/seed/demo/movies-source';
import { longDate } from '@server/seed/demo/long-date';
import { CREATIVE_TYPES, dollars, SOURCES } from '@server/seed/demo/overviews';

const IDS = {
  title: 1,
  season: 1,
  episode: 1,
  person: 1,
  credit: 1,
  genre: 1,
  keyword: 1,
  country: 1,
  image: 1,
  video: 1,
};

const plan = async (seed = 'catalogue') =>
  planCatalogue(await demoFaker(seed), loadSourceMovies(), IDS);

let first: CataloguePlan;
beforeAll(async () => {
  first = await plan();
}, 60_000);

describe('the demo catalogue plan', () => {
  it('is the same every time', async () => {
    const second = await plan();
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const other = await plan('another seed');
    expect(other.people.slice(-50).map((p) => p.name)).not.toEqual(
      first.people.slice(-50).map((p) => p.name),
    );
  }, 60_000);

  it('has the real films, forty series and believable sizes', () => {
    const movies = first.titles.filter((t) => t.type === 'movie');
    const series = first.titles.filter((t) => t.type === 'series');
    expect(movies.length).toBeGreaterThan(3100);
    expect(series).toHaveLength(40);
    expect(first.titles[0]).toMatchObject({ id: 1, name: 'The Land Girls', year: 1998 });
    expect(first.people.length).toBeGreaterThanOrEqual(3000);
    expect(first.people.length).toBeLessThanOrEqual(5000);
    expect(first.credits.length / first.titles.length).toBeGreaterThan(15);
    for (const show of series) {
      const seasons = first.seasons.filter((s) => s.title_id === show.id);
      const episodes = first.episodes.filter((e) => e.title_id === show.id);
      expect(seasons.length).toBe(show.season_count);
      expect(episodes.length).toBe(show.episode_count);
      expect(
        seasons.every((s) => (s.episode_count ?? 0) >= 6 && (s.episode_count ?? 0) <= 10),
      ).toBe(true);
    }
  });

  it('links every credit, image and video to something planned', () => {
    const people = new Set(first.people.map((p) => p.id));
    const titles = new Set(first.titles.map((t) => t.id));
    const seasons = new Set(first.seasons.map((s) => s.id));
    const episodes = new Set(first.episodes.map((e) => e.id));
    const exists = { title: titles, season: seasons, episode: episodes };
    const dangling = first.credits.filter(
      (credit) =>
        !people.has(credit.person_id) ||
        !titles.has(credit.title_id) ||
        !exists[credit.creditable_type].has(credit.creditable_id),
    );
    expect(dangling).toEqual([]);
    const credited = new Set(first.credits.map((c) => c.person_id));
    expect(first.people.every((p) => credited.has(p.id))).toBe(true);
    const trailers = new Set(
      first.videos.filter((v) => v.category === 'trailer').map((v) => v.title_id),
    );
    expect(
      first.titles.every((t) => trailers.has(t.id) && t.poster?.startsWith('art/poster/')),
    ).toBe(true);
  });

  it('gives every film a director, writers, a cast in order and a plot', () => {
    const byTitle = new Map<number, CataloguePlan['credits']>();
    for (const credit of first.credits) {
      byTitle.set(credit.title_id, [...(byTitle.get(credit.title_id) ?? []), credit]);
    }
    for (const title of first.titles.filter((t) => t.type === 'movie').slice(0, 300)) {
      const credits = byTitle.get(title.id) ?? [];
      const cast = credits.filter((c) => c.department === 'cast');
      expect(cast.length).toBeGreaterThanOrEqual(8);
      expect(cast.map((c) => c.order)).toEqual(cast.map((_, i) => i));
      expect(new Set(cast.map((c) => c.person_id)).size).toBe(cast.length);
      expect(credits.some((c) => c.job === 'Director')).toBe(true);
      expect(credits.some((c) => c.department === 'writing')).toBe(true);
      expect(title.plot).toMatch(/\w+ \w+/);
    }
  });

  it("writes each film's overview from its source row only: every sentence carries its data", () => {
    const source = loadSourceMovies();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    /** The overview with every value of the film's row replaced by '{}'. */
    const skeleton = (plot: string, movie: SourceMovie) => {
      const values = [
        movie.name,
        movie.director,
        movie.distributor,
        longDate(movie.releaseDate),
        String(movie.year),
        movie.certification,
        movie.runtime === null ? null : String(movie.runtime),
        ...[movie.budget, movie.usGross, movie.worldwideGross].map((n) => (n ? dollars(n) : null)),
        movie.rating === null ? null : movie.rating.toFixed(1),
        movie.votes.toLocaleString('en-US'),
        movie.rottenTomatoes === null ? null : `${movie.rottenTomatoes}%`,
        movie.creativeType ? CREATIVE_TYPES[movie.creativeType] : null,
        movie.source ? SOURCES[movie.source] : null,
      ]
        .filter((value): value is string => Boolean(value))
        .sort((a, b) => b.length - a.length);
      return values.reduce(
        (text, value) => text.replace(new RegExp(escape(value), 'g'), '{}'),
        plot,
      );
    };
    const skeletons = new Map<string, number>();
    const movies = first.titles.filter((t) => t.type === 'movie');
    movies.forEach((title, index) => {
      const sentences = skeleton(title.plot!, source[index]!).split(/(?<=\.) (?=[A-Z{])/);
      for (const sentence of sentences) {
        expect(sentence, `${title.name}: ${title.plot}`).toContain('{}');
        skeletons.set(sentence, (skeletons.get(sentence) ?? 0) + 1);
      }
    });
    // A handful of data-driven sentence shapes, not free-written templates.
    expect(skeletons.size).toBeLessThan(120);
  });

  it("takes the films' genres only from the source", () => {
    const source = loadSourceMovies();
    const genreName = new Map(first.genres.map((g) => [g.id, g.name]));
    const genresOf = (id: number) =>
      first.genreTitle.filter((g) => g.title_id === id).map((g) => genreName.get(g.genre_id));
    const darkKnight = first.titles.find((t) => t.name === 'The Dark Knight')!;
    expect(genresOf(darkKnight.id)).toEqual(['action']);
    first.titles
      .filter((t) => t.type === 'movie')
      .forEach((title, index) => {
        expect(genresOf(title.id).sort(), title.name).toEqual([...source[index]!.genres].sort());
        expect(title.tagline, title.name).toBeNull();
      });
  });
});
