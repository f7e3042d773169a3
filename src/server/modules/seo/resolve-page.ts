import { canonicalPath } from '@common/catalogue/canonical-path';
import { defaultProfileTab, searchPageParams } from '@common/catalogue/page-queries';
import type { FastifyRequest } from 'fastify';
import type {
  ChannelPageResponse,
  EpisodePageResponse,
  ListPageResponse,
  NewsArticleResponse,
  PersonPageResponse,
  SeasonPageResponse,
  TitleCreditsResponse,
  TitlePageResponse,
  UserProfileResponse,
  WatchPageResponse,
} from '@common/catalogue/catalogue-types';
import { loadClientRoutes } from '../../render/client-routes';
import type { PageHead } from '../../render/head-tags';
import type { RenderedPage } from '../../render/render-page';
import type { SiteSettings } from '../settings';
import { apiCall, callApi, type ApiCall } from './page-data';
import * as heads from './page-heads';
import { channelParams, pageParams } from './page-params';
import { HOMEPAGE_CHANNEL, matchPageRoute, type PageRoute } from './page-route';

/** The app's not-found page: a 404, so that search engines do not index the address. */
const NOT_FOUND_PAGE: RenderedPage = { status: 404, head: { robots: 'noindex' } };

type HeadBuilder = (ctx: heads.HeadContext, data: unknown) => PageHead;

interface PagePlan {
  /** The page's first queries: the main one first, whose 404 makes the page a 404. */
  calls: ApiCall[];
  head: HeadBuilder;
  /** Whether the main call's 404 makes the page a 404 (not for the homepage's channel). */
  required: boolean;
  /** A query that depends on the main answer, made once it is in (e.g. a profile's default tab). */
  then?: (main: unknown) => ApiCall | null;
}

const plan = (
  calls: ApiCall[],
  head: HeadBuilder,
  required = true,
  then?: PagePlan['then'],
): PagePlan => ({ calls, head, required, then });

interface PlanInput {
  settings: SiteSettings;
  search: URLSearchParams;
  signedIn: boolean;
}

const homepageCall = () => apiCall('channels', HOMEPAGE_CHANNEL);

/** The index route by settings.homepage.type, as src/client/site/home/home-page.tsx shows it. */
function homePlan({ settings, signedIn }: PlanInput): PagePlan | null {
  const type = settings.homepage.type;
  if (type === 'landing') {
    return plan([homepageCall()], (ctx) => heads.landingHead(ctx, '/'), false);
  }
  const frontPage =
    type === 'default' || signedIn || (type === 'register' && settings.registration.disable);
  return frontPage ? plan([homepageCall()], (ctx) => heads.homeHead(ctx), false) : null;
}

/** Which API answers a page starts from and how its head is written (see app-routes.tsx). */
function planFor(route: PageRoute, input: PlanInput): PagePlan | null {
  switch (route.page) {
    case 'not-found':
      return null;
    case 'home':
      return homePlan(input);
    case 'landing':
      return plan([homepageCall()], (ctx) => heads.landingHead(ctx, '/landing'), false);
    case 'title':
      return route.section === 'full-credits'
        ? plan([apiCall('titles', route.titleId, 'credits')], (ctx, data) =>
            heads.titleHead(ctx, data as TitleCreditsResponse, route.section),
          )
        : plan(
            [
              apiCall('titles', route.titleId),
              // a member's rating, review and lists shape the page's actions and its reviews:
              // the browser hydrates with the same answer the server rendered with
              ...(route.section === 'main' && input.signedIn
                ? [apiCall('titles', route.titleId, 'viewer-state')]
                : []),
            ],
            (ctx, data) => heads.titleHead(ctx, data as TitlePageResponse, route.section),
          );
    case 'season':
      return plan([apiCall('titles', route.titleId, 'seasons', route.season)], (ctx, data) =>
        heads.seasonHead(ctx, data as SeasonPageResponse, route.section),
      );
    case 'episode':
      return plan(
        [apiCall('titles', route.titleId, 'seasons', route.season, 'episodes', route.episode)],
        (ctx, data) => heads.episodeHead(ctx, data as EpisodePageResponse, route.section),
      );
    case 'person':
      return plan([apiCall('people', route.personId)], (ctx, data) =>
        heads.personHead(ctx, data as PersonPageResponse),
      );
    case 'watch':
      return plan([apiCall('videos', route.videoId)], (ctx, data) =>
        heads.watchHead(ctx, data as WatchPageResponse),
      );
    case 'news':
      return plan([apiCall('news', route.articleId)], (ctx, data) =>
        heads.newsHead(ctx, data as NewsArticleResponse),
      );
    case 'channel':
      return plan(
        [
          {
            ...apiCall('channels', route.slugOrId),
            params: channelParams(route.restriction, input.search),
          },
        ],
        (ctx, data) => heads.channelHead(ctx, data as ChannelPageResponse),
      );
    case 'list':
      return plan(
        [{ ...apiCall('lists', route.slugOrId), params: pageParams(input.search) }],
        (ctx, data) => heads.listHead(ctx, data as ListPageResponse),
      );
    case 'profile': {
      const tabCall = (tab: string): ApiCall => ({
        ...apiCall('users', route.userId, tab),
        params: pageParams(input.search),
      });
      const head: HeadBuilder = (ctx, data) =>
        heads.profileHead(ctx, data as UserProfileResponse, route.tab);
      const profileCall = apiCall('users', route.userId, 'profile');
      if (route.tab) return plan([profileCall, tabCall(route.tab)], head);
      // Without a tab in the URL, the profile's counts choose it, as the client does.
      return plan([profileCall], head, true, (main) => {
        const user = (main as Partial<UserProfileResponse>).user;
        return user ? tabCall(defaultProfileTab(user)) : null;
      });
    }
    case 'search': {
      const params = searchPageParams(route.query);
      if (!params) return null;
      return plan(
        [{ path: 'search', params }],
        (ctx) => heads.searchHead(ctx, params.query),
        false,
      );
    }
    case 'custom-page':
      return plan([apiCall('custom-pages', route.idOrSlug)], (ctx, data) =>
        heads.customPageHead(ctx, data as Parameters<typeof heads.customPageHead>[1]),
      );
  }
}

/**
 * A title's or person's page (or sub-page) asked for without its slug, or with an old one, is
 * sent on to its canonical address, as the page's canonical link names it: one address per page
 * for search engines, and no second navigation in the browser.
 */
function canonicalPathOf(route: PageRoute, relativePath: string, body: unknown): string | null {
  const answer = body as {
    title?: { id: number; name: string };
    person?: { id: number; name: string };
  };
  const entity =
    route.page === 'person'
      ? answer.person
      : route.page === 'title' || route.page === 'season' || route.page === 'episode'
        ? answer.title
        : undefined;
  if (!entity || typeof entity.id !== 'number' || typeof entity.name !== 'string') return null;
  return canonicalPath(relativePath, entity);
}

/**
 * What the server renders for a page path (relative to the base path): its head tags, its
 * first data under the client's loader keys, and a 404 status where the app shows its
 * not-found page: an address it has no route for, or one whose row the API says does not exist.
 * Other paths get the site's default head and no data.
 */
export async function resolvePage(
  request: FastifyRequest,
  relativePath: string,
  search: URLSearchParams,
): Promise<RenderedPage> {
  try {
    return await resolve(request, relativePath, search);
  } catch (error) {
    // The page still renders (and its client fetches the data) when this part fails.
    request.log.error({ err: error, path: relativePath }, 'could not resolve the page data');
    return {};
  }
}

async function resolve(
  request: FastifyRequest,
  relativePath: string,
  search: URLSearchParams,
): Promise<RenderedPage> {
  const clientRoutes = await loadClientRoutes();
  const kind = clientRoutes.kindOf(relativePath);
  if (kind === 'not-found') return NOT_FOUND_PAGE;
  const settings = await request.server.services.settings.all();
  if (!clientRoutes.existsWith(relativePath, settings)) return NOT_FOUND_PAGE;
  const route = matchPageRoute(relativePath, kind);
  if (!route) return {};
  if (route.page === 'not-found') return NOT_FOUND_PAGE;
  const page = planFor(route, { settings, search, signedIn: request.user !== null });
  if (!page) return {};
  const ctx = { appUrl: request.server.config.appUrl, settings };

  const [main, ...rest] = await Promise.all(page.calls.map((call) => callApi(request, call)));
  if (!main) return { head: page.head(ctx, null) };
  const next = main.status === 200 && main.body !== null ? page.then?.(main.body) : null;
  if (next) rest.push(await callApi(request, next));
  if (main.status === 404 && page.required) return NOT_FOUND_PAGE;

  const loaders: Record<string, unknown> = {};
  for (const answer of [main, ...rest]) {
    if (answer.status === 200 && answer.body !== null) loaders[answer.key] = answer.body;
  }
  if (main.status !== 200 || main.body === null) {
    // Refused (the guest role lacks titles.view) or failed: the client decides what to show.
    return page.required ? { loaders } : { loaders, head: page.head(ctx, null) };
  }
  const canonical = canonicalPathOf(route, relativePath, main.body);
  if (canonical) return { redirect: canonical };
  let head: PageHead | undefined;
  try {
    head = page.head(ctx, main.body);
  } catch (error) {
    // An answer of an unexpected shape must not break the page: it still gets its data.
    request.log.warn({ err: error, path: relativePath }, 'could not write the page head');
  }
  return { head, loaders };
}
