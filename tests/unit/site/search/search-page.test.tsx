import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPage } from '@client/site/search/search-page';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { buildNewsSummary, buildPersonCard, buildTitleCard } from '../shared/catalogue-fixtures';
import { currentUrl, json, renderSite, requestedUrls, stubApi } from '../shared/render-site';

function renderSearch(path: string) {
  return renderSite(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/search/:query', element: <SearchPage /> },
    ],
    path,
  );
}

describe('SearchPage', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('groups the results into titles, people and news with their counts', async () => {
    const fetchMock = stubApi(() =>
      json({
        query: 'star wars',
        titles: [
          buildTitleCard({ id: 1, name: 'Star Wars' }),
          buildTitleCard({ id: 2, name: 'Star Trek' }),
        ],
        people: [buildPersonCard({ id: 3, name: 'Ringo Starr' })],
        news: [buildNewsSummary({ id: 4, title: 'Star Wars returns' })],
      }),
    );
    renderSearch('/search/star%20wars');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “star wars”' }),
    ).toBeVisible();
    const [url] = requestedUrls(fetchMock);
    expect(Object.fromEntries(url!.searchParams)).toEqual({ query: 'star wars', limit: '24' });

    const titles = await screen.findByRole('region', { name: 'Titles 2' });
    expect(within(titles).getAllByRole('listitem')).toHaveLength(2);
    const people = screen.getByRole('region', { name: 'People 1' });
    expect(within(people).getByRole('link', { name: /Ringo Starr/ })).toHaveAttribute(
      'href',
      '/people/3/ringo-starr',
    );
    const news = screen.getByRole('region', { name: 'News 1' });
    expect(within(news).getByRole('link', { name: /Star Wars returns/ })).toHaveAttribute(
      'href',
      '/news/4',
    );
    expect(screen.getByRole('link', { name: 'People (1)' })).toHaveAttribute(
      'href',
      '#results-people',
    );
    expect(screen.getByRole('searchbox', { name: 'Search query' })).toHaveValue('star wars');
  });

  it('shows the empty state when nothing matches', async () => {
    stubApi(() => json({ query: 'qqq', titles: [], people: [], news: [] }));
    renderSearch('/search/qqq');
    expect(await screen.findByText('There are no items matching your query')).toBeVisible();
  });

  it('searches from its own field, and asks nothing without a query', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => json({ query: 'alien', titles: [], people: [], news: [] }));
    const { router } = renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Search query' }), 'alien{Enter}');
    expect(currentUrl(router)).toBe('/search/alien');
  });
});
