import type { APIRequestContext, Page } from '@playwright/test';

/** The first cast member's link in a title page's "Top cast" section. */
export function firstCastLink(page: Page) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Top cast' }) })
    .locator('a[href*="/people/"]')
    .first();
}

interface Paged<T> {
  data: T[];
}

/**
 * One address of each kind of public page (spec 2.7, 2.8), found through the API: home, a
 * series with a season and an episode, a person, a video, a news article, channels, search,
 * a member's profile with each of its tabs, a public list and a custom page.
 */
export async function publicPageTour(request: APIRequestContext): Promise<string[]> {
  const json = async <T>(path: string): Promise<T> => {
    const response = await request.get(path);
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const series = await json<{ content: Paged<{ id: number }> }>('/api/v1/channels/series');
  const seriesId = series.content.data[0]!.id;
  const title = await json<{
    title: { name: string };
    credits: { cast: Array<{ person: { id: number } }> };
    videos: Array<{ id: number }>;
  }>(`/api/v1/titles/${seriesId}`);
  // the slug-less title address answers with the canonical one, which season pages extend
  const titlePage = (await request.get(`/titles/${seriesId}`, { maxRedirects: 0 })).headers()[
    'location'
  ]!;
  const titlePath = new URL(titlePage, 'http://host').pathname;
  const news = await json<Paged<{ id: number }>>('/api/v1/news?perPage=1');
  const lists =
    await json<Paged<{ slug: string; public: boolean; user: { id: number } }>>(
      '/api/v1/users/2/lists',
    );
  const list = lists.data.find((candidate) => candidate.public)!;
  const profileTabs = ['lists', 'ratings', 'reviews', 'comments', 'followers', 'followed-users'];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const customPage = new URL(sitemap.match(/<loc>([^<]*\/pages\/[^<]*)<\/loc>/)![1]!).pathname;

  return [
    '/',
    titlePath,
    `${titlePath}/season/1`,
    `${titlePath}/season/1/episode/1`,
    `/people/${title.credits.cast[0]!.person.id}`,
    `/watch/${title.videos[0]!.id}`,
    `/news/${news.data[0]!.id}`,
    '/movies',
    '/genre/drama',
    '/search/the',
    ...profileTabs.map((tab) => `/user/${list.user.id}/profile/${tab}`),
    `/lists/${list.slug}`,
    customPage,
  ];
}
