import { z } from 'zod';
import { titleCard } from './title-card';

/** The videos API's answers: a title's or episode's videos, and the watch page. */

/** embed: a provider's embed URL (YouTube, Vimeo …); mp4: a file URL; hls: an .m3u8 stream. */
export const videoSource = z.enum(['embed', 'mp4', 'hls']);
export const videoCategory = z.enum(['trailer', 'clip', 'full']);

export const video = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  season_number: z.number().int().nullable(),
  episode_number: z.number().int().nullable(),
  episode_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  source: videoSource,
  src: z.string(),
  category: videoCategory,
  /** 'sd', 'hd', '4k' … */
  quality: z.string().nullable(),
  language: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
});

/** The episode a video belongs to, as the watch page names it. */
export const episodeSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  season_number: z.number().int(),
  episode_number: z.number().int(),
  poster: z.string().nullable(),
});

export const videoWithTitle = video.extend({
  title: titleCard,
  episode: episodeSummary.nullable(),
});

/** GET videos/{videoId}: the watch page. */
export const watchPageResponse = z.object({
  video: videoWithTitle,
  /** The title's other videos, or the season's episodes' videos for an episode. */
  related: z.array(videoWithTitle),
});

export type VideoSource = z.infer<typeof videoSource>;
export type VideoCategory = z.infer<typeof videoCategory>;
export type Video = z.infer<typeof video>;
export type EpisodeSummary = z.infer<typeof episodeSummary>;
export type VideoWithTitle = z.infer<typeof videoWithTitle>;
export type WatchPageResponse = z.infer<typeof watchPageResponse>;
