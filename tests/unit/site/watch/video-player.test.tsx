import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { Video } from '@common/catalogue/catalogue-types';
import { isPlayableUrl, selectPlayer } from '@client/site/watch/player-source';
import { VideoPlayer } from '@client/site/watch/video-player';
import { installBootstrap } from '../../../support/bootstrap-fixture';

const hls = vi.hoisted(() => ({
  /** How many times the hls.js module was loaded. */
  loads: 0,
  supported: true,
  instances: [] as Array<{
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  }>,
}));

vi.mock('hls.js', () => {
  hls.loads += 1;
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.supported;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    on = vi.fn();
    constructor() {
      hls.instances.push(this);
    }
  }
  return { default: FakeHls };
});

type PlayerVideo = Pick<Video, 'id' | 'name' | 'source' | 'src' | 'thumbnail'>;
const video = (overrides: Partial<PlayerVideo>): PlayerVideo => ({
  id: 1,
  name: 'Official trailer',
  source: 'mp4',
  src: 'https://cdn.example.com/trailer.mp4',
  thumbnail: 'art/still/1.svg',
  ...overrides,
});

describe('selectPlayer', () => {
  it('picks the player by source, and hls.js only for HLS without native support', () => {
    expect(selectPlayer('embed', false)).toBe('iframe');
    expect(selectPlayer('embed', true)).toBe('iframe');
    expect(selectPlayer('mp4', false)).toBe('video');
    expect(selectPlayer('hls', true)).toBe('hls-native');
    expect(selectPlayer('hls', false)).toBe('hls-js');
    // on the server, and while the browser hydrates, its HLS support is not known yet
    expect(selectPlayer('hls', null)).toBe('hls-pending');
    expect(selectPlayer('mp4', null)).toBe('video');
  });

  it('accepts http(s) and site-relative URLs only', () => {
    expect(isPlayableUrl('https://www.youtube.com/embed/abc')).toBe(true);
    expect(isPlayableUrl('/uploads/video.mp4')).toBe(true);
    expect(isPlayableUrl('uploads/video.mp4')).toBe(true);
    expect(isPlayableUrl('javascript:alert(1)')).toBe(false);
    expect(isPlayableUrl('data:text/html,hi')).toBe(false);
    expect(isPlayableUrl('  ')).toBe(false);
  });
});

// The tests run in order: hls.js must not have been loaded until the hls-without-native case.
describe('VideoPlayer', () => {
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('embeds a provider in a titled iframe that may go fullscreen, counting the play when it shows', () => {
    const onPlay = vi.fn();
    const { container, rerender } = render(
      <VideoPlayer
        video={video({ source: 'embed', src: 'https://www.youtube.com/embed/xyz' })}
        onPlay={onPlay}
      />,
    );
    const iframe = container.querySelector('iframe')!;
    expect(iframe).toHaveAttribute('src', 'https://www.youtube.com/embed/xyz');
    expect(iframe).toHaveAttribute('title', 'Official trailer');
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(container.querySelector('video')).toBeNull();
    expect(onPlay).toHaveBeenCalledTimes(1);
    rerender(
      <VideoPlayer
        video={video({ source: 'embed', src: 'https://www.youtube.com/embed/xyz' })}
        onPlay={onPlay}
      />,
    );
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(hls.loads).toBe(0);
  });

  it('plays an MP4 in a <video> with controls, reporting the play event', () => {
    const onPlay = vi.fn();
    const { container } = render(<VideoPlayer video={video({})} onPlay={onPlay} />);
    const element = container.querySelector('video')!;
    expect(element).toHaveAttribute('src', 'https://cdn.example.com/trailer.mp4');
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('poster', '/art/still/1.svg');
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.play(element);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(container.querySelector('iframe')).toBeNull();
    expect(hls.loads).toBe(0);
  });

  it('gives an HLS stream straight to the browser when it plays HLS natively', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    const { container } = render(
      <VideoPlayer video={video({ source: 'hls', src: 'https://cdn.example.com/live.m3u8' })} />,
    );
    expect(container.querySelector('[data-player]')).toHaveAttribute('data-player', 'hls-native');
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      'https://cdn.example.com/live.m3u8',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hls.loads).toBe(0);
    expect(hls.instances).toHaveLength(0);
  });

  it('loads hls.js only for HLS without native support, and attaches the stream to the video', async () => {
    expect(hls.loads).toBe(0);
    const { container, unmount } = render(
      <VideoPlayer video={video({ source: 'hls', src: 'https://cdn.example.com/live.m3u8' })} />,
    );
    const element = container.querySelector('video')!;
    expect(container.querySelector('[data-player]')).toHaveAttribute('data-player', 'hls-js');
    expect(element).not.toHaveAttribute('src');
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    expect(hls.loads).toBe(1);
    const instance = hls.instances[0]!;
    expect(instance.loadSource).toHaveBeenCalledWith('https://cdn.example.com/live.m3u8');
    expect(instance.attachMedia).toHaveBeenCalledWith(element);
    unmount();
    expect(instance.destroy).toHaveBeenCalled();
  });

  it('falls back to the plain URL when the browser has no Media Source Extensions', async () => {
    hls.supported = false;
    const { container } = render(
      <VideoPlayer
        video={video({ id: 2, source: 'hls', src: 'https://cdn.example.com/b.m3u8' })}
      />,
    );
    const element = container.querySelector('video')!;
    await waitFor(() => expect(element).toHaveAttribute('src', 'https://cdn.example.com/b.m3u8'));
    expect(hls.instances).toHaveLength(1);
    hls.supported = true;
  });

  it('refuses URLs that are not http(s) or site paths', () => {
    const { container, getByRole } = render(
      <VideoPlayer video={video({ source: 'embed', src: 'javascript:alert(1)' })} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(getByRole('alert')).toHaveTextContent('This video could not be played');
  });
});
