import { afterEach, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { VideoPlayer } from '@client/site/watch/video-player';
import { installBootstrap } from '../../../support/bootstrap-fixture';

// A file of its own: it needs a page that nothing has hydrated yet (useHydrated remembers it).

afterEach(() => {
  vi.restoreAllMocks();
});

const stream = {
  id: 2,
  name: 'Official trailer',
  source: 'hls' as const,
  src: 'https://cdn.example.com/live.m3u8',
  thumbnail: null,
};

it('attaches an HLS stream to the <video> of a server-rendered page the browser plays natively', async () => {
  installBootstrap();
  const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType');
  // the server cannot tell whether the browser plays HLS
  canPlayType.mockReturnValue('');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<VideoPlayer video={stream} />);
  document.body.append(container);
  // this browser does
  canPlayType.mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <VideoPlayer video={stream} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await vi.waitFor(() =>
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      'https://cdn.example.com/live.m3u8',
    ),
  );
  expect(container.querySelector('[data-player]')).toHaveAttribute('data-player', 'hls-native');
  expect(errors).toEqual([]);
  container.remove();
});
