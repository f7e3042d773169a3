import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { groupImages, TitleImagesPage } from '@client/site/titles/title-images-page';
import { groupVideos, TitleVideosPage } from '@client/site/titles/title-videos-page';
import { episodePageResponse, image, titlePageResponse, video } from './catalogue-fixtures';
import { fetchedPaths, renderAt, resetStubs, stubApi } from './render-page';

const VIDEO_PATHS = [
  '/titles/:titleId/:titleSlug/videos',
  '/titles/:titleId/:titleSlug/season/:season/episode/:episode/videos',
];

describe('groupVideos and groupImages', () => {
  it('groups videos by category in a fixed order, keeping their order', () => {
    const groups = groupVideos([
      video(1, { category: 'clip' }),
      video(2, { category: 'full' }),
      video(3, { category: 'trailer' }),
      video(4, { category: 'clip' }),
    ]);
    expect(groups.map((g) => [g.category, g.videos.map((v) => v.id)])).toEqual([
      ['trailer', [3]],
      ['clip', [1, 4]],
      ['full', [2]],
    ]);
  });

  it('groups images by kind, leaving out empty kinds', () => {
    const groups = groupImages([image(1, 'poster'), image(2, 'backdrop'), image(3, 'poster')]);
    expect(groups.map((g) => [g.type, g.images.map((i) => i.id)])).toEqual([
      ['backdrop', [2]],
      ['poster', [1, 3]],
    ]);
  });
});

describe('TitleVideosPage', () => {
  beforeEach(() => installBootstrap());
  afterEach(resetStubs);

  it("shows a title's videos by category", async () => {
    const fetchMock = stubApi({ 'titles/1': titlePageResponse() });
    const { container } = renderAt(
      <TitleVideosPage />,
      VIDEO_PATHS,
      '/titles/1/the-long-night/videos',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Videos');
    expect(fetchedPaths(fetchMock)).toEqual(['titles/1']);
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Trailers',
      'Clips',
    ]);
    expect(screen.getByText('Official trailer').closest('a')).toHaveAttribute('href', '/watch/32');
    expect(screen.getAllByText('2:31')).toHaveLength(2);
  });

  it("shows an episode's videos on the episode route", async () => {
    const fetchMock = stubApi({ 'titles/2/seasons/1/episodes/2': episodePageResponse() });
    renderAt(
      <TitleVideosPage />,
      VIDEO_PATHS,
      '/titles/2/harbour-lights/season/1/episode/2/videos',
    );
    expect(await screen.findByText('Storm at the pier')).toBeVisible();
    expect(fetchedPaths(fetchMock)).toEqual(['titles/2/seasons/1/episodes/2']);
    expect(screen.getByText('Clip • S1 E2 • HD')).toBeVisible();
    expect(screen.getByText('S1 E2 · Low Tide').closest('a')).toHaveAttribute(
      'href',
      '/titles/2/harbour-lights/season/1/episode/2',
    );
  });

  it('shows the empty state when there are no videos', async () => {
    stubApi({ 'titles/1': titlePageResponse({ videos: [] }) });
    renderAt(<TitleVideosPage />, VIDEO_PATHS, '/titles/1/the-long-night/videos');
    expect(await screen.findByText('No videos yet')).toBeVisible();
  });
});

describe('TitleImagesPage', () => {
  beforeEach(() => installBootstrap());
  afterEach(resetStubs);

  it('opens an accessible lightbox that arrow keys step through and Escape closes', async () => {
    stubApi({ 'titles/1': titlePageResponse() });
    renderAt(
      <TitleImagesPage />,
      ['/titles/:titleId/:titleSlug/images'],
      '/titles/1/the-long-night/images',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Images');
    expect(screen.getByRole('heading', { name: 'Backdrops' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Posters' })).toBeVisible();

    const second = screen.getAllByRole('button', { name: 'View image 2 of 2' })[0]!;
    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('The Long Night 2 of 2');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/art/backdrop/42.svg');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/art/backdrop/41.svg');
    expect(within(dialog).getByText('1 of 2')).toBeVisible();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/art/backdrop/42.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'The Long Night, image 1 of 2');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty state without images', async () => {
    stubApi({ 'titles/1': titlePageResponse({ images: [] }) });
    renderAt(
      <TitleImagesPage />,
      ['/titles/:titleId/:titleSlug/images'],
      '/titles/1/the-long-night/images',
    );
    expect(await screen.findByText('No images yet')).toBeVisible();
  });
});
