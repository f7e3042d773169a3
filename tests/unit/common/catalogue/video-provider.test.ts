import { describe, expect, it } from 'vitest';
import { videoProvider } from '@common/catalogue/video-provider';

describe('videoProvider', () => {
  it('names the site an embedded video plays from', () => {
    expect(
      videoProvider({ source: 'embed', src: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }),
    ).toBe('YouTube');
    expect(videoProvider({ source: 'embed', src: 'https://player.vimeo.com/video/1' })).toBe(
      'Vimeo',
    );
    expect(videoProvider({ source: 'embed', src: 'https://www.example.org/v/1' })).toBe(
      'example.org',
    );
  });

  it('has none for the site’s own files or an unreadable address', () => {
    expect(videoProvider({ source: 'mp4', src: 'demo-media/trailer.mp4' })).toBeNull();
    expect(videoProvider({ source: 'hls', src: 'https://cdn.example.com/a.m3u8' })).toBeNull();
    expect(videoProvider({ source: 'embed', src: 'not a url' })).toBeNull();
  });
});
