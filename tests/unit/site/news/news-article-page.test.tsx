import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NewsArticleResponse } from '@common/catalogue/catalogue-types';
import { NewsArticlePage } from '@client/site/news/news-article-page';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { comment, GRACE, page } from '../profiles/support/render-site';
import { buildNewsSummary } from '../shared/catalogue-fixtures';
import {
  commentsRequestedFor,
  json,
  renderSite,
  requestedUrls,
  stubApi,
} from '../shared/render-site';

const ANSWER: NewsArticleResponse = {
  article: {
    ...buildNewsSummary({ id: 12, title: 'Festival line-up announced', byline: 'Jane Reporter' }),
    body: '<p>The <strong>festival</strong> opens in May.</p><h2>Competition</h2>',
  },
  related: [buildNewsSummary({ id: 13, title: 'Awards season begins' })],
};

function renderArticle(path: string) {
  return renderSite([{ path: '/news/:articleId', element: <NewsArticlePage /> }], path);
}

describe('NewsArticlePage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Cinedex';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the headline, byline, date, body, comments and related articles, and records a visit', async () => {
    const fetchMock = stubApi((url) => {
      if (url.pathname.endsWith('page-visits')) return json({ ok: true });
      if (url.pathname.endsWith('comments')) {
        return json(page([comment({ id: 1, user: GRACE, content: 'Can not wait for May' })]));
      }
      return json(ANSWER);
    });
    renderArticle('/news/12');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Festival line-up announced',
    });
    const article = heading.closest('article')!;
    expect(within(article).getByText(/By Jane Reporter/)).toBeVisible();
    expect(within(article).getByText('March 4, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-04T10:00:00.000Z',
    );
    expect(within(article).getByText('festival').tagName).toBe('STRONG');
    expect(within(article).getByRole('heading', { level: 2, name: 'Competition' })).toBeVisible();
    // the article's comments: the real section, asking for this article's thread
    expect(await within(article).findByText('Can not wait for May')).toBeVisible();
    expect(within(article).getByRole('heading', { level: 2, name: /Comments/ })).toBeVisible();

    const related = screen.getByRole('complementary', { name: 'More news' });
    expect(within(related).getByRole('link', { name: /Awards season begins/ })).toHaveAttribute(
      'href',
      '/news/13',
    );

    await waitFor(() => expect(document.title).toBe('Festival line-up announced - Cinedex'));
    const urls = requestedUrls(fetchMock);
    expect(urls[0]!.pathname).toBe('/api/v1/news/12');
    expect(commentsRequestedFor(fetchMock)).toEqual({ type: 'news', id: '12' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/page-visits')).toBe(
        true,
      ),
    );
    const visit = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/page-visits')!;
    expect(JSON.parse(String(visit[1]!.body))).toEqual({ model_type: 'news', model_id: 12 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts from the answer embedded in the page', () => {
    stubApi(() => json({ ok: true }));
    installBootstrap({ ...buildBootstrapFixture(), loaders: { 'news/12': ANSWER } });
    renderArticle('/news/12');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Festival line-up announced' }),
    ).toBeVisible();
  });

  it('shows the not-found page for unknown and malformed ids', async () => {
    const fetchMock = stubApi(() => json({ message: 'Article not found.', errors: {} }, 404));
    const { unmount } = renderArticle('/news/latest');
    expect(
      screen.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    renderArticle('/news/404');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});
