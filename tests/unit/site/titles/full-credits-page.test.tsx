import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { creditsView, FullCreditsPage } from '@client/site/titles/full-credits-page';
import { creditsSource } from '@client/site/titles/route-params';
import { creditsResponse, episodePageResponse, seasonPageResponse } from './catalogue-fixtures';
import { fetchedPaths, renderAt, resetStubs, stubApi } from './render-page';

const PATHS = [
  '/titles/:titleId/:titleSlug/full-credits',
  '/titles/:titleId/:titleSlug/season/:season/full-credits',
  '/titles/:titleId/:titleSlug/season/:season/episode/:episode/full-credits',
];

describe('creditsView', () => {
  it('reads the credits of whichever response answered', () => {
    const season = seasonPageResponse();
    const seasonView = creditsView(creditsSource({ titleId: '2', season: '1' })!, season);
    expect(seasonView.credits).toBe(season.credits);
    expect(seasonView.season?.number).toBe(1);
    expect(seasonView.episode).toBeNull();

    const episode = episodePageResponse();
    const episodeView = creditsView(
      creditsSource({ titleId: '2', season: '1', episode: '2' })!,
      episode,
    );
    expect(episodeView.credits).toBe(episode.credits);
    expect(episodeView.episode?.name).toBe('Low Tide');

    const title = creditsResponse();
    const titleView = creditsView(creditsSource({ titleId: '1' })!, title);
    expect(titleView).toEqual({
      title: title.title,
      credits: title.credits,
      season: null,
      episode: null,
    });
  });
});

describe('FullCreditsPage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
  });
  afterEach(resetStubs);

  it("lists a title's cast with characters and its crew by department", async () => {
    const fetchMock = stubApi({ 'titles/1/credits': creditsResponse() });
    const { container } = renderAt(
      <FullCreditsPage />,
      PATHS,
      '/titles/1/the-long-night/full-credits',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Full cast & crew');
    expect(fetchedPaths(fetchMock)).toEqual(['titles/1/credits']);

    const [castSection, crewSection] = [...container.querySelectorAll('section')];
    expect(within(castSection!).getByRole('heading', { level: 2 })).toHaveTextContent('Cast 3');
    expect(within(castSection!).getByText('Officer Hale')).toBeVisible();
    expect(within(castSection!).getByText('Ana Lima').closest('a')).toHaveAttribute(
      'href',
      '/people/11/ana-lima',
    );

    // 4 people: Dana Roe once despite two departments' credits
    expect(within(crewSection!).getByRole('heading', { level: 2 })).toHaveTextContent('Crew 4');
    expect([...crewSection!.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Directing',
      'Writing',
      'Production',
      'Camera',
    ]);
    const writing = crewSection!.querySelectorAll('h3')[1]!.parentElement!;
    expect(within(writing).getByText('Screenplay')).toBeVisible();
    expect(within(writing).getByText('Story')).toBeVisible();

    // the way back to the title
    expect(screen.getByText('The Long Night (2019)').closest('a')).toHaveAttribute(
      'href',
      '/titles/1/the-long-night',
    );
    await waitFor(() => expect(document.title).toBe('The Long Night: Full cast & crew - Cinedex'));
  });

  it("uses the season page's credits on a season route", async () => {
    const fetchMock = stubApi({ 'titles/2/seasons/1': seasonPageResponse() });
    renderAt(<FullCreditsPage />, PATHS, '/titles/2/harbour-lights/season/1/full-credits');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchedPaths(fetchMock)).toEqual(['titles/2/seasons/1']);
    expect(screen.getByText('Season 1').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1',
    );
    expect(screen.getByText('Mara')).toBeVisible();
  });

  it("uses the episode page's credits on an episode route", async () => {
    const fetchMock = stubApi({ 'titles/2/seasons/1/episodes/2': episodePageResponse() });
    renderAt(
      <FullCreditsPage />,
      PATHS,
      '/titles/2/harbour-lights/season/1/episode/2/full-credits',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(fetchedPaths(fetchMock)).toEqual(['titles/2/seasons/1/episodes/2']);
    expect(screen.getByText('S1 E2 · Low Tide').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/episode/2',
    );
    expect(screen.getByText('Harbour master')).toBeVisible();
    expect(screen.getByText('Director of Photography')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Harbour Lights S1 E2 · Low Tide: Full cast & crew - Cinedex'),
    );
  });

  it('is a 404 for a missing season and for malformed params', async () => {
    stubApi({});
    renderAt(<FullCreditsPage />, PATHS, '/titles/2/x/season/9/full-credits');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });

  it('does not call the API for malformed params', () => {
    const fetchMock = stubApi({});
    renderAt(<FullCreditsPage />, PATHS, '/titles/2/x/season/one/full-credits');
    expect(
      screen.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows empty states when there are no credits', async () => {
    stubApi({ 'titles/1/credits': { ...creditsResponse(), credits: { cast: [], crew: [] } } });
    renderAt(<FullCreditsPage />, PATHS, '/titles/1/the-long-night/full-credits');
    expect(await screen.findByText('No cast yet')).toBeVisible();
    expect(screen.getByText('No crew yet')).toBeVisible();
  });
});
