import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  sourceFor,
  sourceModeOf,
  videoPayload,
  videoSrcError,
} from '@client/admin/resources/videos/video-record';

describe('the video form helpers', () => {
  it('shows a saved video with the source mode it was given in', () => {
    expect(sourceModeOf({ source: 'embed', src: 'https://www.youtube.com/embed/x' })).toBe('embed');
    expect(sourceModeOf({ source: 'mp4', src: 'uploads/files/abc' })).toBe('upload');
    expect(sourceModeOf({ source: 'mp4', src: 'https://cdn.example.com/a.mp4' })).toBe('url');
    expect(sourceModeOf({ source: 'hls', src: 'https://cdn.example.com/a.m3u8' })).toBe('url');
    expect(sourceModeOf(undefined)).toBe('embed');
  });

  it('tells MP4 from HLS addresses', () => {
    expect(sourceFor('url', 'https://cdn.example.com/live/index.M3U8?x=1')).toBe('hls');
    expect(sourceFor('url', 'https://cdn.example.com/a.mp4')).toBe('mp4');
    expect(sourceFor('url', 'not a url')).toBe('mp4');
    expect(sourceFor('upload', 'uploads/files/x')).toBe('mp4');
    expect(sourceFor('embed', 'https://youtu.be/x')).toBe('embed');
  });

  it('checks the address against its mode (an empty one is left to required)', () => {
    expect(videoSrcError('embed', 'https://youtu.be/dQw4w9WgXcQ')).toBeUndefined();
    expect(videoSrcError('embed', 'https://example.com')).toBe(
      'The address must be a YouTube or Vimeo video link.',
    );
    expect(videoSrcError('url', 'ftp://example.com/a.mp4')).toBe(
      'The address must be an http(s) link to an MP4 file or an uploaded video.',
    );
    expect(videoSrcError('url', '')).toBeUndefined();
  });

  it('sends only the fields the API accepts, with the scope when given', () => {
    const payload = videoPayload(
      {
        id: 4,
        name: 'Trailer',
        source_mode: 'url',
        src: ' https://cdn.example.com/index.m3u8 ',
        category: 'clip',
        quality: '',
        description: '',
        plays_count: 10,
        duration: 95,
      },
      { titleId: 3, season: 1 },
    );
    expect(payload).toEqual({
      titleId: 3,
      season: 1,
      name: 'Trailer',
      description: null,
      thumbnail: null,
      source: 'hls',
      src: 'https://cdn.example.com/index.m3u8',
      category: 'clip',
      quality: null,
      language: null,
      duration: 95,
    });
    expect(
      videoPayload({ name: 'X', source: 'embed', src: 'https://youtu.be/a' }),
    ).not.toHaveProperty('titleId');
  });

  it('formats durations', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('');
  });
});
