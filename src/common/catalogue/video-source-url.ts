import { isUploadedFileUrl } from './catalogue-field-rules';
import type { VideoSource } from './catalogue-types';

/** The answer to "is this address right for this kind of source?", normalised when it is. */
export type VideoSrcCheck = { ok: true; src: string } | { ok: false; message: string };

export const VIDEO_SRC_REQUIRED = 'The video address field is required.';
export const VIDEO_SRC_MESSAGES: Record<VideoSource, string> = {
  embed: 'The address must be a YouTube or Vimeo video link.',
  mp4: 'The address must be an http(s) link to an MP4 file or an uploaded video.',
  hls: 'The address must be an http(s) link to an .m3u8 stream.',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The id in a YouTube watch, short, shorts, live or embed link. */
function youTubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!/(^|\.)(youtube\.com|youtube-nocookie\.com)$/.test(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

/** The id (and an unlisted video's hash) in a vimeo.com or player.vimeo.com link. */
function vimeoEmbed(url: URL, host: string): string | null {
  if (!/(^|\.)vimeo\.com$/.test(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return null;
  const hash = url.searchParams.get('h') ?? segments[at + 1];
  const embed = `https://player.vimeo.com/video/${segments[at]}`;
  return hash && /^[0-9a-f]+$/i.test(hash) ? `${embed}?h=${hash}` : embed;
}

/** A YouTube or Vimeo link of any usual form → the provider's embed URL; null for others. */
export function embedUrl(value: string): string | null {
  const url = httpUrl(value.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const id = youTubeId(url, host);
  if (id !== null) return YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  return vimeoEmbed(url, host);
}

/**
 * Checks a video's address against its source: embed = a YouTube or Vimeo link (stored as its
 * embed URL), mp4 = an http(s) URL or an uploaded file's URL (`uploads/files/<uuid>`), hls = an
 * http(s) URL of an `.m3u8` playlist. The server and the admin form share it.
 */
export function checkVideoSrc(source: VideoSource, value: string): VideoSrcCheck {
  const src = value.trim();
  if (!src) return { ok: false, message: VIDEO_SRC_REQUIRED };
  const fail = { ok: false as const, message: VIDEO_SRC_MESSAGES[source] };
  switch (source) {
    case 'embed': {
      const embed = embedUrl(src);
      return embed ? { ok: true, src: embed } : fail;
    }
    case 'mp4':
      if (isUploadedFileUrl(src)) return { ok: true, src: src.replace(/^\//, '') };
      return httpUrl(src) ? { ok: true, src } : fail;
    case 'hls': {
      const url = httpUrl(src);
      return url && url.pathname.toLowerCase().endsWith('.m3u8') ? { ok: true, src } : fail;
    }
  }
}
