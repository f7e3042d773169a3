import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { EpisodePage } from '@client/site/titles/episode-page';
import { SeasonPage } from '@client/site/titles/season-page';
import { comment, GRACE, page } from '../profiles/support/render-site';
import { commentsRequestedFor } from '../shared/render-site';
import { episodePageResponse, seasonPageResponse } from './catalogue-fixtures';
import {
  fetchedPaths,
  pageVisits,
  renderAt,
  resetStubs,
  scrollerNamed,
  stubApi,
} from './render-page';

const SEASON_PATHS = ['/titles/:titleId/:titleSlug/season/:season'];
const EPISODE_PATHS = ['/titles/:titleId/:titleSlug/season/:season/episode/:episode'];

describe('SeasonPage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
  });
  afterEach(resetStubs);

  it('shows the season header, switcher, episodes and cast', async () => {
    const fetchMock = stubApi({ 'titles/2/seasons/1': seasonPageResponse() });
    renderAt(<SeasonPage />, SEASON_PATHS, '/titles/2/harbour-lights/season/1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Season 1');
    expect(fetchedPaths(fetchMock)).toEqual(['titles/2/seasons/1']);
    expect(screen.getByText('The first winter at the harbour.')).toBeVisible();
    expect(screen.getByText('September 1, 2011')).toBeVisible();
    expect(screen.getByText('3 episodes')).toBeVisible();
    expect(screen.getByText('Harbour Lights (2011)').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights',
    );

    // season switcher marks the current season
    const switcher = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(switcher).getByText('Season 1')).toHaveAttribute('aria-current', 'page');
    expect(within(switcher).getByText('The Return')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/2',
    );

    // episodes in order, linking to their pages, with date, runtime and rating
    const list = screen.getByText('1. Chapter 1').closest('ol')!;
    const rows = [...list.querySelectorAll(':scope > li')];
    expect(rows.map((row) => row.querySelector('h3')!.textContent)).toEqual([
      '1. Chapter 1',
      '2. Chapter 2',
      '3. Chapter 3',
    ]);
    expect(rows[1]!.querySelector('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/episode/2',
    );
    expect(within(rows[0] as HTMLElement).getByText('Sep 1, 2011')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getAllByText('52m')).toHaveLength(1);
    // an episode's rating is named by its series' source
    expect(
      within(rows[0] as HTMLElement).getByLabelText('IMDb rating: 8.1 out of 10'),
    ).toBeVisible();
    expect(within(rows[1] as HTMLElement).queryByLabelText(/out of 10/)).toBeNull();

    expect(within(scrollerNamed('Season cast')).getByText('Mara')).toBeVisible();
    expect(screen.getByText('Full cast & crew').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/full-credits',
    );
    await waitFor(() => expect(document.title).toBe('Harbour Lights: Season 1 - Cinedex'));
  });

  it('fixes a stale slug and keeps the season', async () => {
    stubApi({ 'titles/2/seasons/1': seasonPageResponse() });
    const { router } = renderAt(<SeasonPage />, SEASON_PATHS, '/titles/2/old/season/1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/titles/2/harbour-lights/season/1'),
    );
  });

  it('is a 404 for an unknown season', async () => {
    stubApi({});
    renderAt(<SeasonPage />, SEASON_PATHS, '/titles/2/harbour-lights/season/7');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});

describe('EpisodePage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
  });
  afterEach(resetStubs);

  it('shows the episode with its neighbours, credits, videos and comments', async () => {
    const fetchMock = stubApi({
      'titles/2/seasons/1/episodes/2': episodePageResponse(),
      comments: page([comment({ id: 1, user: GRACE, content: 'That storm scene!' })]),
    });
    renderAt(<EpisodePage />, EPISODE_PATHS, '/titles/2/harbour-lights/season/1/episode/2');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Low Tide');
    expect(fetchedPaths(fetchMock)[0]).toBe('titles/2/seasons/1/episodes/2');
    expect(screen.getByText('S1 E2')).toBeVisible();
    expect(screen.getByText('September 2, 2011')).toBeVisible();
    expect(screen.getByText('52m')).toBeVisible();
    expect(screen.getByText('(321 votes)')).toBeVisible();
    expect(screen.getByLabelText('IMDb rating: 8.1 out of 10')).toBeVisible();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Season 1')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1',
    );

    const neighbours = screen.getByRole('navigation', { name: 'Previous and next episodes' });
    expect(within(neighbours).getByText('S1 E1 · Chapter 1').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/episode/1',
    );
    expect(within(neighbours).getByText('S1 E3 · Chapter 3').closest('a')).toHaveAttribute(
      'rel',
      'next',
    );

    expect(within(scrollerNamed('Cast')).getByText('Harbour master')).toBeVisible();
    expect(screen.getByText('Dana Roe').closest('a')).toHaveAttribute(
      'href',
      '/people/21/dana-roe',
    );
    expect(within(scrollerNamed('Videos')).getByText('Storm at the pier')).toBeVisible();
    expect(screen.getByText('View all videos').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/episode/2/videos',
    );
    // the episode's comments: the real section, asking for this episode's thread
    expect(await screen.findByText('That storm scene!')).toBeVisible();
    expect(commentsRequestedFor(fetchMock)).toEqual({ type: 'episode', id: '1102' });
    expect(fetchedPaths(fetchMock)).toEqual(['titles/2/seasons/1/episodes/2', 'comments']);

    await waitFor(() =>
      expect(pageVisits(fetchMock)).toEqual([{ model_type: 'episode', model_id: 1102 }]),
    );
    await waitFor(() => expect(document.title).toBe('Harbour Lights S1 E2: Low Tide - Cinedex'));
  });

  it('leaves out the missing neighbour', async () => {
    stubApi({
      'titles/2/seasons/1/episodes/2': { ...episodePageResponse(), previous: null },
    });
    renderAt(<EpisodePage />, EPISODE_PATHS, '/titles/2/harbour-lights/season/1/episode/2');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Previous episode')).toBeNull();
    expect(screen.getByText('Next episode')).toBeVisible();
  });

  it('shows the error page when the API fails', async () => {
    stubApi({
      'titles/2/seasons/1/episodes/2': () =>
        Response.json({ message: 'Nope', errors: {} }, { status: 422 }),
    });
    renderAt(<EpisodePage />, EPISODE_PATHS, '/titles/2/harbour-lights/season/1/episode/2');
    expect(await screen.findByText('There was an issue loading this page')).toBeVisible();
  });
});
