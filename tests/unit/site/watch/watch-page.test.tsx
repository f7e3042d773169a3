import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WatchPageResponse } from '@common/catalogue/catalogue-types';
import { WatchPage } from '@client/site/watch/watch-page';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { buildTitleCard, buildVideo } from '../shared/catalogue-fixtures';
import { json, renderSite, requestedUrls, stubApi } from '../shared/render-site';

const series = buildTitleCard({ id: 7, name: 'Dark Harbour', type: 'series' });
const episodeVideo = (id: number, episode: number) =>
  buildVideo({
    id,
    name: `Episode ${episode} preview`,
    title: series,
    season_number: 1,
    episode_number: episode,
    episode: {
      id: 100 + episode,
      name: `Chapter ${episode}`,
      season_number: 1,
      episode_number: episode,
      poster: null,
    },
  });

const ANSWER: WatchPageResponse = {
  video: episodeVideo(5, 2),
  related: [episodeVideo(4, 1), episodeVideo(5, 2), episodeVideo(6, 3)],
};

function renderWatch(path: string) {
  return renderSite([{ path: '/watch/:videoId', element: <WatchPage /> }], path);
}

describe('WatchPage', () => {
  beforeEach(() => {
    const base = buildBootstrapFixture();
    installBootstrap({
      settings: { ...base.settings, ads: { ...base.settings.ads, watch_top: '<p>Ad</p>' } },
    });
    document.title = 'Cinedex';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the player, the watch_top ad right below it, the video and its episode, and the episodes beside it', async () => {
    stubApi((url) => (url.pathname.endsWith('/plays') ? json({ ok: true }) : json(ANSWER)));
    const { container } = renderWatch('/watch/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Episode 2 preview' }),
    ).toBeVisible();

    const player = container.querySelector('[data-player]')!;
    const ad = container.querySelector('[data-ad-slot="watch_top"]')!;
    expect(player.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ad.previousElementSibling ?? ad.parentElement!.previousElementSibling).toBe(player);

    expect(screen.getByRole('link', { name: 'Dark Harbour' })).toHaveAttribute(
      'href',
      '/titles/7/dark-harbour',
    );
    expect(screen.getByRole('link', { name: 'Season 1, episode 2: Chapter 2' })).toHaveAttribute(
      'href',
      '/titles/7/dark-harbour/season/1/episode/2',
    );

    const sidebar = screen.getByRole('complementary', { name: 'Episodes' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/watch/4',
      '/watch/5',
      '/watch/6',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(within(links[1]!).getByText('Now playing')).toBeVisible();
    expect(within(links[0]!).getByText('S1 · E1')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Episode 2 preview - Dark Harbour - Cinedex'));
  });

  it('says which site an embedded video plays from', async () => {
    const embedded = {
      ...ANSWER.video,
      source: 'embed' as const,
      src: 'https://www.youtube.com/embed/x',
    };
    stubApi((url) =>
      url.pathname.endsWith('/plays')
        ? json({ ok: true })
        : json({ ...ANSWER, video: embedded, related: [embedded] }),
    );
    renderWatch('/watch/5');
    expect(await screen.findByText('Plays on YouTube')).toBeVisible();
  });

  it('records one play per page view when playback starts', async () => {
    const fetchMock = stubApi((url) =>
      url.pathname.endsWith('/plays') ? json({ ok: true }) : json(ANSWER),
    );
    const { container } = renderWatch('/watch/5');
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    const plays = () => requestedUrls(fetchMock).filter((url) => url.pathname.endsWith('/plays'));
    expect(plays()).toHaveLength(0);

    fireEvent.play(video);
    fireEvent.pause(video);
    fireEvent.play(video);
    await waitFor(() => expect(plays()).toHaveLength(1));
    expect(plays()[0]!.pathname).toBe('/api/v1/videos/5/plays');
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/plays'))!;
    expect(call[1]!.method).toBe('POST');
  });

  it('records the play of an embedded video when the page shows it', async () => {
    const embedded = {
      ...ANSWER,
      video: { ...ANSWER.video, source: 'embed' as const, src: 'https://player.example.com/e/5' },
    };
    const fetchMock = stubApi((url) =>
      url.pathname.endsWith('/plays') ? json({ ok: true }) : json(embedded),
    );
    const { container } = renderWatch('/watch/5');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Episode 2 preview');
    await waitFor(() =>
      expect(
        requestedUrls(fetchMock).filter((url) => url.pathname === '/api/v1/videos/5/plays'),
      ).toHaveLength(1),
    );
  });

  it('lists a title’s other videos, adding the current one when the answer leaves it out', async () => {
    const trailer = buildVideo({ id: 9, name: 'Teaser' });
    stubApi(() =>
      json({
        video: trailer,
        related: [buildVideo({ id: 10, name: 'Behind the scenes', category: 'clip' })],
      }),
    );
    renderWatch('/watch/9');
    const sidebar = await screen.findByRole('complementary', { name: 'More videos' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/watch/9', '/watch/10']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(links[1]!).getByText('Clip')).toBeVisible();
  });

  it('shows the not-found page for unknown or malformed ids', async () => {
    const fetchMock = stubApi(() => json({ message: 'Video not found.', errors: {} }, 404));
    const { unmount } = renderWatch('/watch/abc');
    expect(
      screen.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    renderWatch('/watch/999');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});
