import type { VideoSource } from '@common/catalogue/catalogue-types';

/**
 * How a video is played: 'iframe' for embedded providers, 'video' for MP4 files, 'hls-native'
 * when the browser plays HLS itself (Safari, iOS, some Chromium builds), and 'hls-js' otherwise,
 * the only case that loads hls.js.
 */
export type PlayerKind = 'iframe' | 'video' | 'hls-native' | 'hls-js';

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

export function selectPlayer(source: VideoSource, nativeHls: boolean): PlayerKind {
  switch (source) {
    case 'embed':
      return 'iframe';
    case 'hls':
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
