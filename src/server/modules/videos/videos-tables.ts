import type { Generated } from 'kysely';

/** embed: a provider's embed URL (YouTube, Vimeo …); mp4: a file URL; hls: an .m3u8 stream. */
export type VideoSource = 'embed' | 'mp4' | 'hls';
export type VideoCategory = 'trailer' | 'clip' | 'full';

export interface VideosTable {
  id: Generated<number>;
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
  name: string;
  description: string | null;
  thumbnail: string | null;
  source: VideoSource;
  src: string;
  category: VideoCategory;
  /** 'sd', 'hd', '4k' … */
  quality: string | null;
  language: string | null;
  /** Seconds. */
  duration: number | null;
  order: Generated<number>;
  plays_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface VideoPlaysTable {
  id: Generated<number>;
  video_id: number;
  title_id: number;
  user_id: number | null;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface VideosTables {
  videos: VideosTable;
  video_plays: VideoPlaysTable;
}
