import { describe, expect, it } from 'vitest';
import { checkVideoSrc, embedUrl } from '@common/catalogue/video-source-url';

const YOUTUBE_EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

describe('embedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://www.youtube.com/live/dQw4w9WgXcQ  ',
  ])('turns the YouTube link %s into its embed URL', (link) => {
    expect(embedUrl(link)).toBe(YOUTUBE_EMBED);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/abc123def0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=abc123def0&badge=0',
      'https://player.vimeo.com/video/76979871?h=abc123def0',
    ],
  ])('turns the Vimeo link %s into %s', (link, embed) => {
    expect(embedUrl(link)).toBe(embed);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'javascript:alert(1)',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (link) => {
    expect(embedUrl(link)).toBeNull();
  });
});

describe('checkVideoSrc', () => {
  it('normalises embed links and refuses other sites', () => {
    expect(checkVideoSrc('embed', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({
      ok: true,
      src: YOUTUBE_EMBED,
    });
    expect(checkVideoSrc('embed', 'https://example.com/video')).toEqual({
      ok: false,
      message: 'The address must be a YouTube or Vimeo video link.',
    });
  });

  it('takes an http(s) address or an uploaded file for mp4', () => {
    const upload = 'uploads/files/0b6f1a52-6d1c-4d5e-9b7a-0c2f1e3d4a5b';
    expect(checkVideoSrc('mp4', upload)).toEqual({ ok: true, src: upload });
    expect(checkVideoSrc('mp4', `/${upload}`)).toEqual({ ok: true, src: upload });
    expect(checkVideoSrc('mp4', 'http://cdn.example.com/a.mp4')).toMatchObject({ ok: true });
    expect(checkVideoSrc('mp4', 'uploads/files/../../etc/passwd')).toMatchObject({ ok: false });
    expect(checkVideoSrc('mp4', 'ftp://example.com/a.mp4')).toMatchObject({ ok: false });
  });

  it('takes only .m3u8 addresses for hls', () => {
    expect(checkVideoSrc('hls', 'https://cdn.example.com/live/index.m3u8?token=1')).toMatchObject({
      ok: true,
    });
    expect(checkVideoSrc('hls', 'https://cdn.example.com/a.mp4')).toEqual({
      ok: false,
      message: 'The address must be an http(s) link to an .m3u8 stream.',
    });
  });

  it('asks for an address when there is none', () => {
    expect(checkVideoSrc('hls', '   ')).toEqual({
      ok: false,
      message: 'The video address field is required.',
    });
  });
});
