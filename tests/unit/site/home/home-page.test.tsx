import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HomepageType } from '@common/settings/site-settings';
import { HomePage } from '@client/site/home/home-page';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../support/bootstrap-fixture';
import {
  buildChannel,
  buildChannelPage,
  buildNewsSummary,
  buildTitleCard,
  nestedChannel,
  newsItem,
  titleItem,
} from '../shared/catalogue-fixtures';
import { CHUNK_LOAD_WAIT, json, renderAt, requestedUrls, stubApi } from '../shared/render-site';

const trending = buildChannel({ id: 1, name: 'Trending', slug: 'trending', layout: 'carousel' });
const topRated = buildChannel({ id: 2, name: 'Top rated', slug: 'top-rated', layout: 'landscape' });
const news = buildChannel({
  id: 3,
  name: 'Latest news',
  slug: 'news',
  content_type: 'news',
  layout: 'news',
});

const HOMEPAGE = buildChannelPage(
  buildChannel({ id: 10, name: 'Homepage', slug: 'homepage', content_type: 'channel' }),
  [
    nestedChannel(trending, [
      titleItem({
        ...buildTitleCard({ id: 1, name: 'Heat', rating: 8.3, year: 1995 }),
        plot: 'A group of professional bank robbers start to feel the heat.',
        trailer_video_id: 77,
      } as never),
      titleItem(buildTitleCard({ id: 2, name: 'Ronin' })),
    ]),
    nestedChannel(topRated, [titleItem(buildTitleCard({ id: 3, name: 'Vertigo' }))]),
    nestedChannel(news, [newsItem(buildNewsSummary({ id: 4, title: 'Festival line-up' }))]),
    nestedChannel(buildChannel({ id: 4, name: 'Empty', slug: 'empty' }), []),
  ],
);

function setup(type: HomepageType, { signedIn = false, registrationDisabled = false } = {}) {
  const base = buildBootstrapFixture();
  installBootstrap({
    user: signedIn ? buildUserFixture() : null,
    settings: {
      ...base.settings,
      homepage: { type },
      registration: { ...base.settings.registration, disable: registrationDisabled },
    },
  });
}

// the first render loads MUI and the lazy pages on a busy machine
vi.setConfig({ testTimeout: 20_000 });

describe('HomePage', () => {
  beforeEach(() => {
    document.title = 'Cinedex';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds the front page from the homepage channel: a hero for trending, then a row per channel', async () => {
    setup('default');
    const fetchMock = stubApi(() => json(HOMEPAGE));
    renderAt(<HomePage />, '/');

    const hero = await screen.findByRole('region', { name: 'Featured: Trending' });
    expect(within(hero).getByRole('heading', { level: 2, name: 'Heat' })).toBeVisible();
    expect(within(hero).getByText(/professional bank robbers/)).toBeVisible();
    expect(within(hero).getByRole('link', { name: 'Play trailer' })).toHaveAttribute(
      'href',
      '/watch/77',
    );
    expect(within(hero).getByRole('link', { name: 'More info about Heat' })).toHaveAttribute(
      'href',
      '/titles/1/heat',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Cinedex' }),
    ).toBeInTheDocument();

    // each nested channel is a row with its heading and a See all link
    for (const [name, href] of [
      ['Trending', '/trending'],
      ['Top rated', '/top-rated'],
      ['Latest news', '/news'],
    ]) {
      const row = screen.getByRole('heading', { level: 2, name }).closest('section')!;
      expect(within(row).getByRole('link', { name: 'See all' })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Festival line-up/ })).toHaveAttribute(
      'href',
      '/news/4',
    );
    expect(screen.getAllByRole('button', { name: 'Scroll right' })).toHaveLength(2);

    // no plot fetch: the channel item carried it
    expect(requestedUrls(fetchMock).map((url) => url.pathname + url.search)).toEqual([
      '/api/v1/channels/homepage',
    ]);
  });

  it('fetches the plot and trailer of the hero title when the channel item lacks them', async () => {
    setup('default');
    const page = buildChannelPage(buildChannel({ slug: 'homepage', content_type: 'channel' }), [
      nestedChannel(trending, [titleItem(buildTitleCard({ id: 5, name: 'Alien' }))]),
    ]);
    stubApi((url) =>
      url.pathname.endsWith('/titles/5')
        ? json({
            title: {
              ...buildTitleCard({ id: 5, name: 'Alien' }),
              plot: 'In space no one can hear you scream.',
            },
            videos: [
              { id: 31, category: 'clip' },
              { id: 32, category: 'trailer' },
            ],
          })
        : json(page),
    );
    renderAt(<HomePage />, '/');
    expect(await screen.findByText('In space no one can hear you scream.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play trailer' })).toHaveAttribute('href', '/watch/32');
  });

  it('greets visitors when the site has no homepage channel', async () => {
    setup('default');
    stubApi(() => json({ message: 'Not found', errors: {} }, 404));
    renderAt(<HomePage />, '/');
    expect(await screen.findByText(/Films and TV series/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Cinedex' })).toBeVisible();
  });

  it('shows the login form to visitors when the homepage type is login, the front page to members', async () => {
    setup('login');
    stubApi(() => json(HOMEPAGE));
    const { unmount } = renderAt(<HomePage />, '/');
    // the form is a chunk of its own
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sign in to your account' },
        CHUNK_LOAD_WAIT,
      ),
    ).toBeVisible();
    unmount();

    setup('login', { signedIn: true });
    renderAt(<HomePage />, '/');
    expect(await screen.findByRole('region', { name: 'Featured: Trending' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).not.toBeInTheDocument();
  });

  it('shows the registration form when the homepage type is register and registration is open', async () => {
    setup('register');
    stubApi(() => json(HOMEPAGE));
    const { unmount } = renderAt(<HomePage />, '/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Create a new account' },
        CHUNK_LOAD_WAIT,
      ),
    ).toBeVisible();
    unmount();

    setup('register', { registrationDisabled: true });
    renderAt(<HomePage />, '/');
    expect(await screen.findByRole('region', { name: 'Featured: Trending' })).toBeVisible();
  });

  it('shows the landing page when the homepage type is landing', async () => {
    setup('landing');
    stubApi(() => json(HOMEPAGE));
    const { container } = renderAt(<HomePage />, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every film and series, in one place' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Browse titles' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('heading', { level: 3, name: 'Rate and review' })).toBeVisible();
    // the collage is made of the trending titles' backdrops
    expect(await screen.findByRole('heading', { level: 2, name: 'Trending' })).toBeVisible();
    expect(container.querySelector('img[src="/art/backdrop/1.svg"]')).not.toBeNull();
  });
});
