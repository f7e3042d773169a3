import type { Video } from './catalogue-types';

const PROVIDERS: Array<[RegExp, string]> = [
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)dailymotion\.com$/, 'Dailymotion'],
];

/**
 * Who plays an embedded video ('YouTube', or the embed's host name), so a visitor knows it
 * comes from another site and needs a network; null for the site's own MP4 and HLS files.
 */
export function videoProvider(video: Pick<Video, 'source' | 'src'>): string | null {
  if (video.source !== 'embed') return null;
  let host: string;
  try {
    host = new URL(video.src).hostname.toLowerCase();
  } catch {
    return null;
  }
  return PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
}
