import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ChannelPage } from '@client/site/channels/channel-page';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import {
  buildChannel,
  buildChannelPage,
  buildNewsSummary,
  buildPersonCard,
  buildTitleCard,
  nestedChannel,
  newsItem,
  personItem,
  titleItem,
} from '../shared/catalogue-fixtures';
import { json, renderSite, requestedUrls, stubApi } from '../shared/render-site';

function renderChannel(path: string) {
  return renderSite(
    [
      { path: '/:slugOrId', element: <ChannelPage /> },
      { path: '/:slugOrId/:restriction', element: <ChannelPage /> },
      { path: '/channel/:slugOrId', element: <ChannelPage /> },
      { path: '/channel/:slugOrId/:restriction', element: <ChannelPage /> },
    ],
    path,
  );
}

describe('ChannelPage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Cinedex';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a title channel as a poster grid with its filter bar, count and page links', async () => {
    const channel = buildChannel({
      name: 'Popular movies',
      slug: 'movies',
      description: 'What everyone watches.',
    });
    const titles = [
      buildTitleCard({ id: 1, name: 'Heat' }),
      buildTitleCard({ id: 2, name: 'Ronin' }),
    ];
    const fetchMock = stubApi(() =>
      json(buildChannelPage(channel, titles.map(titleItem), { total: 50, page: 2, lastPage: 3 })),
    );
    renderChannel('/movies?genre=drama&page=2&yearFrom=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Popular movies' })).toBeVisible();
    expect(screen.getByText('What everyone watches.')).toBeVisible();
    const grid = screen.getByRole('list', { name: 'Popular movies' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: /Heat/ })).toHaveAttribute(
      'href',
      '/titles/1/heat',
    );
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByText('50 results')).toBeVisible();

    const [url] = requestedUrls(fetchMock);
    expect(url!.pathname).toBe('/api/v1/channels/movies');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ genre: 'drama', page: '2' });

    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/movies?genre=drama&page=3&yearFrom=nope',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/movies?genre=drama&yearFrom=nope',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Popular movies - Cinedex'));
  });

  it("puts the restriction's name in the heading and hides the genre filter for genre channels", async () => {
    const channel = buildChannel({ name: 'Genre', slug: 'genre', restriction: 'genre' });
    const fetchMock = stubApi(() =>
      json(
        buildChannelPage(channel, [titleItem(buildTitleCard())], {
          restriction: { id: 1, name: 'drama', display_name: 'Drama' },
        }),
      ),
    );
    renderChannel('/genre/drama');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drama' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]!.searchParams.get('restriction')).toBe('drama');
  });

  it('fills a :restriction placeholder in the channel name', async () => {
    const channel = buildChannel({
      name: 'Best :restriction films',
      slug: 'best',
      restriction: 'genre',
    });
    stubApi(() =>
      json(
        buildChannelPage(channel, [titleItem(buildTitleCard())], {
          restriction: { id: 1, name: 'comedy', display_name: 'Comedy' },
        }),
      ),
    );
    renderChannel('/channel/best/comedy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best Comedy films' }),
    ).toBeVisible();
  });

  it('shows people as person cards without the title filters', async () => {
    const channel = buildChannel({
      name: 'Popular people',
      slug: 'people',
      content_type: 'person',
    });
    stubApi(() =>
      json(
        buildChannelPage(channel, [
          personItem(buildPersonCard({ id: 4, name: 'Al Pacino', known_for_titles: ['Heat'] })),
        ]),
      ),
    );
    renderChannel('/people');
    const card = await screen.findByRole('link', { name: /Al Pacino/ });
    expect(card).toHaveAttribute('href', '/people/4/al-pacino');
    expect(screen.getByText('Heat')).toBeVisible();
    expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('lists the articles of the news channel', async () => {
    const channel = buildChannel({
      name: 'News',
      slug: 'news',
      content_type: 'news',
      layout: 'news',
    });
    stubApi(() =>
      json(
        buildChannelPage(channel, [
          newsItem(buildNewsSummary({ id: 8, title: 'Festival line-up announced' })),
        ]),
      ),
    );
    renderChannel('/news');
    const article = await screen.findByRole('heading', {
      level: 2,
      name: 'Festival line-up announced',
    });
    expect(article.closest('a')).toHaveAttribute('href', '/news/8');
    expect(screen.getByText(/Cinedex Wire · Mar 4, 2026/)).toBeVisible();
  });

  it('lays out a landscape title channel with backdrop cards and a list channel with ranks', async () => {
    stubApi((url) =>
      json(
        buildChannelPage(
          buildChannel({
            name: url.pathname.endsWith('wide') ? 'Wide' : 'Top 10',
            slug: url.pathname.split('/').pop()!,
            layout: url.pathname.endsWith('wide') ? 'landscape' : 'list',
          }),
          [titleItem(buildTitleCard({ id: 3, name: 'Alien', backdrop: 'art/backdrop/3.svg' }))],
        ),
      ),
    );
    const { unmount, container } = renderChannel('/wide');
    await screen.findByRole('heading', { level: 2, name: 'Alien' });
    expect(container.querySelector('img[src="/art/backdrop/3.svg"]')).not.toBeNull();
    unmount();

    renderChannel('/top');
    await screen.findByRole('heading', { level: 2, name: 'Alien' });
    expect(screen.getByText('1')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a channel of channels as rows with See all links', async () => {
    const row = buildChannel({ id: 5, name: 'Top rated', slug: 'top-rated', layout: 'carousel' });
    stubApi(() =>
      json(
        buildChannelPage(
          buildChannel({ name: 'Collections', slug: 'collections', content_type: 'channel' }),
          [nestedChannel(row, [titleItem(buildTitleCard({ id: 9, name: 'Vertigo' }))])],
        ),
      ),
    );
    renderChannel('/collections');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Top rated' });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/top-rated',
    );
    expect(within(section).getByRole('link', { name: /Vertigo/ })).toBeVisible();
  });

  it('shows the empty state when nothing matches', async () => {
    stubApi(() => json(buildChannelPage(buildChannel({ slug: 'movies' }), [])));
    renderChannel('/movies?genre=comedy');
    expect(await screen.findByText('There are no items matching your query')).toBeVisible();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown channel and the error page for other failures', async () => {
    stubApi(() => json({ message: 'Channel not found.', errors: {} }, 404));
    const { unmount } = renderChannel('/nothing-here');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    unmount();

    stubApi(() => json({ message: 'Forbidden', errors: {} }, 403));
    renderChannel('/movies');
    expect(await screen.findByText('There was an issue loading this page')).toBeVisible();
  });
});
