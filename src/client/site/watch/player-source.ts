import type { VideoSource } from '@common/catalogue/catalogue-types';

/**
 * How a video is played: 'iframe' for embedded providers, 'video' for MP4 files, 'hls-native'
 * when the browser plays HLS itself (Safari, iOS, some Chromium builds), and 'hls-js' otherwise,
 * the only case that loads hls.js. 'hls-pending' is an HLS stream while that is not known yet:
 * on the server and while the browser hydrates the server's markup.
 */
export type PlayerKind = 'iframe' | 'video' | 'hls-native' | 'hls-js' | 'hls-pending';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether this browser's <video> element plays HLS streams without help. */
export function canPlayNativeHls(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.createElement('video').canPlayType(HLS_MIME) !== '';
  } catch {
    return false;
  }
}

/** `nativeHls` is null where the browser's support is not known (see PlayerKind). */
export function selectPlayer(source: VideoSource, nativeHls: boolean | null): PlayerKind {
  switch (source) {
    case 'embed':
      return 'iframe';
    case 'hls':
      if (nativeHls === null) return 'hls-pending';
      return nativeHls ? 'hls-native' : 'hls-js';
    default:
      return 'video';
  }
}

/** Only http(s) and site-relative URLs reach the player (never javascript: or data: URLs). */
export function isPlayableUrl(src: string): boolean {
  const value = src.trim();
  if (!value) return false;
  const scheme = /^([a-z][\w+.-]*):/i.exec(value);
  return scheme ? ['http', 'https'].includes(scheme[1]!.toLowerCase()) : true;
}
