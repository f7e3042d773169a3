import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installBootstrap, buildBootstrapFixture } from '../../../support/bootstrap-fixture';
import { TitlePage } from '@client/site/titles/title-page';
import { comment, GRACE, page, review } from '../profiles/support/render-site';
import { CHUNK_LOAD_WAIT, commentsRequestedFor } from '../shared/render-site';
import { seriesPageResponse, titlePageResponse } from './catalogue-fixtures';
import {
  fetchedPaths,
  pageVisits,
  renderAt,
  resetStubs,
  scrollerNamed,
  stubApi,
} from './render-page';

const PATHS = ['/titles/:titleId', '/titles/:titleId/:titleSlug'];

function withAds() {
  const data = buildBootstrapFixture();
  installBootstrap({
    settings: { ...data.settings, ads: { ...data.settings.ads, title_top: '<b>ad</b>' } },
  });
}

describe('TitlePage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
  });
  afterEach(resetStubs);

  it('shows the hero, credits, media, facts and related titles', { timeout: 20_000 }, async () => {
    const fetchMock = stubApi({
      'titles/1': titlePageResponse(),
      'titles/1/reviews': {
        ...page([review({ title_id: 1, headline: 'Worth staying up for' })]),
        rating_distribution: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
      },
      comments: page([comment({ id: 1, user: GRACE, content: 'The last shot!' })]),
    });
    const { container } = renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');

    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('The Long Night(2019)');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(fetchedPaths(fetchMock)[0]).toBe('titles/1');
    const href = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');

    // facts line: certification, release date (also in the details), runtime, rating
    expect(screen.getByText('PG-13')).toBeVisible();
    expect(screen.getAllByText('May 30, 2019')).toHaveLength(2);
    expect(screen.getByText('2h 14m')).toBeVisible();
    // the hero's rating, and the related card's, named by their source; the votes shortened
    expect(screen.getAllByLabelText('IMDb rating: 7.4 out of 10')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'IMDb rating: 7.4 out of 10' })[0]).toHaveTextContent(
      'IMDb7.4',
    );
    expect(screen.getByText('(12K votes)')).toBeVisible();
    expect(screen.getByText('Nobody sleeps tonight.')).toBeVisible();
    expect(screen.getByText('A city waits for a dawn that never comes.')).toBeVisible();
    // a visitor is asked to sign in to rate
    expect(screen.getByRole('link', { name: 'Sign in to rate' })).toHaveAttribute('href', '/login');

    // genres link to the genre channel
    const genres = screen.getByLabelText('Genres');
    expect(genres.tagName).toBe('UL');
    expect(within(genres).getByText('Science Fiction').closest('a')).toHaveAttribute(
      'href',
      '/genre/science-fiction',
    );

    // the trailer, not the first video, is the play button
    expect(href('Play trailer')).toBe('/watch/32');

    // key crew merges a person's jobs
    expect(href('Dana Roe')).toBe('/people/21/dana-roe');
    expect(screen.getByText('Director, Screenplay')).toBeVisible();

    // cast strip: a focusable scrolling group with characters and the full-credits link
    const cast = scrollerNamed('Top cast');
    expect(cast).toHaveAttribute('tabindex', '0');
    expect([...cast.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Ana Lima',
      'Ben Ode',
      'Cy Park',
    ]);
    expect(within(cast).getByText('The Watchman')).toBeVisible();
    expect(href('Full cast & crew')).toBe('/titles/1/the-long-night/full-credits');

    // videos and images rows with links to their pages
    const videos = scrollerNamed('Videos');
    expect(within(videos).getByText('Rooftop scene').closest('a')).toHaveAttribute(
      'href',
      '/watch/31',
    );
    expect(href('View all videos')).toBe('/titles/1/the-long-night/videos');
    // the row shows the landscape images only
    expect(scrollerNamed('Images').querySelectorAll('button')).toHaveLength(2);
    expect(href('View all images')).toBe('/titles/1/the-long-night/images');

    // details
    const details = container.querySelector('aside')!;
    expect(within(details).getByText('La Longue Nuit')).toBeVisible();
    expect(within(details).getByText('French')).toBeVisible();
    expect(within(details).getByText('France')).toBeVisible();
    expect(within(details).getByText('$150,000,000')).toBeVisible();
    expect(within(details).getByText('$420,500,000')).toBeVisible();

    // the reviews and comments of this title (their code loads on its own)
    expect(await screen.findByText('Worth staying up for', {}, CHUNK_LOAD_WAIT)).toBeVisible();
    expect(await screen.findByText('The last shot!', {}, CHUNK_LOAD_WAIT)).toBeVisible();
    expect(commentsRequestedFor(fetchMock)).toEqual({ type: 'title', id: '1' });
    expect(fetchedPaths(fetchMock).sort()).toEqual(['comments', 'titles/1', 'titles/1/reviews']);

    // related titles
    const related = scrollerNamed('More like this');
    expect(within(related).getByText('Morning Again').closest('a')).toHaveAttribute(
      'href',
      '/titles/5/morning-again',
    );

    await waitFor(() => expect(document.title).toBe('The Long Night (2019) - Cinedex'));
  });

  it('records a page visit once', async () => {
    const fetchMock = stubApi({ 'titles/1': titlePageResponse() });
    renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(pageVisits(fetchMock)).toEqual([{ model_type: 'title', model_id: 1 }]),
    );
  });

  it('places the title_top ad right after the plot summary', async () => {
    withAds();
    stubApi({ 'titles/1': titlePageResponse() });
    const { container } = renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');
    const plot = await screen.findByText('A city waits for a dawn that never comes.');
    const ad = container.querySelector('[data-ad-slot="title_top"]')!;
    expect(ad).not.toBeNull();
    expect(plot.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // nothing with text sits between the plot and the ad
    const cast = scrollerNamed('Top cast');
    expect(ad.compareDocumentPosition(cast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      ad.compareDocumentPosition(screen.getByText('Director, Screenplay')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('replaces a stale or missing slug with the canonical one', async () => {
    stubApi({ 'titles/1': titlePageResponse() });
    const { router } = renderAt(<TitlePage />, PATHS, '/titles/1/old-name?ref=x');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles/1/the-long-night'));
    expect(router.state.location.search).toBe('?ref=x');
    expect(router.state.historyAction).toBe('REPLACE');

    const second = renderAt(<TitlePage />, PATHS, '/titles/1');
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/titles/1/the-long-night'),
    );
  });

  it('keeps a canonical URL as it is', async () => {
    stubApi({ 'titles/1': titlePageResponse() });
    const { router } = renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows seasons for a series', async () => {
    stubApi({ 'titles/2': seriesPageResponse() });
    renderAt(<TitlePage />, PATHS, '/titles/2/harbour-lights');
    await screen.findByText('2 seasons');
    const seasons = scrollerNamed('Seasons');
    expect(within(seasons).getByText('Season 1').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1',
    );
    expect(within(seasons).getByText('The Return').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/2',
    );
    expect(screen.getByText('2 seasons')).toBeVisible();
  });

  it('shows no rating at all, nor a placeholder, for a title without an outside one', async () => {
    const page = seriesPageResponse();
    page.title = { ...page.title, rating: null, vote_count: 0, rating_source: null };
    stubApi({ 'titles/2': { ...page, related: [] } });
    renderAt(<TitlePage />, PATHS, '/titles/2/harbour-lights');
    await screen.findByText('2 seasons');
    expect(screen.queryByLabelText(/out of 10/)).toBeNull();
    expect(screen.queryByText(/votes?\)/)).toBeNull();
    expect(screen.queryByText('Not rated yet')).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    stubApi({ 'titles/1': () => new Promise<Response>(() => {}) as never });
    const { container } = renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the not-found page for a 404 or a malformed id', async () => {
    stubApi({});
    renderAt(<TitlePage />, PATHS, '/titles/999/missing');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });

  it('does not call the API for a malformed id', () => {
    const fetchMock = stubApi({});
    renderAt(<TitlePage />, PATHS, '/titles/abc/x');
    expect(
      screen.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error page for other failures', async () => {
    stubApi({
      'titles/1': () => Response.json({ message: 'Nope', errors: {} }, { status: 422 }),
    });
    renderAt(<TitlePage />, PATHS, '/titles/1/x');
    expect(await screen.findByText('There was an issue loading this page')).toBeVisible();
  });

  it('renders from the embedded answer without requesting it', () => {
    const fetchMock = stubApi({});
    installBootstrap({ loaders: { 'titles/1': titlePageResponse() } });
    renderAt(<TitlePage />, PATHS, '/titles/1/the-long-night');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Long Night');
    // (the reviews and comments ask for their own threads)
    expect(fetchedPaths(fetchMock)).not.toContain('titles/1');
  });
});
