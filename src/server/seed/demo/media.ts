import type { Insertable } from 'kysely';
import type { ImagesTable } from '../../modules/catalogue/catalogue-tables';
import type { VideosTable } from '../../modules/videos/videos-tables';
import { artPath } from '../../modules/art/art-paths';
import { DEMO_NOW, type Faker } from './demo-random';
import type { PersonRow, PlannedSeries, PlannedTitle } from './plan-types';

/**
 * Image and video rows. The videos play offline: public/demo-media holds a 10-second MP4 and
 * the same clip as an HLS stream (fMP4 segments; .ts files would pass for TypeScript), made once
 * with ffmpeg from a gradient test source and committed (a fresh clone has no ffmpeg):
 *   ffmpeg -f lavfi -i "gradients=s=640x360:r=24:…:d=10" -f lavfi -i "sine=frequency=220:d=10"
 *     -vf drawtext=… -c:v libx264 -profile:v main -b:v 220k -g 48 -c:a aac -b:a 48k -ac 1
 *     -movflags +faststart trailer.mp4
 *   ffmpeg -i trailer.mp4 -c copy -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4
 *     -hls_fmp4_init_filename init.mp4 -hls_segment_filename hls/segment-%02d.m4s hls/stream.m3u8
 * hls/index.m3u8 is a one-variant master playlist over hls/stream.m3u8. Paths are site-relative
 * like the images; the client prefixes the base path.
 */
export const DEMO_MP4 = 'demo-media/trailer.mp4';
export const DEMO_HLS = 'demo-media/hls/index.m3u8';
const DEMO_DURATION = 10;

/** Blender Foundation open films on YouTube: embeds for variety (they need a network). */
const EMBEDS = [
  'https://www.youtube.com/embed/aqz-KE-bpKQ',
  'https://www.youtube.com/embed/eRsGyueVLvQ',
  'https://www.youtube.com/embed/R6MlUcmOul8',
];

/** How many of the most popular titles get only playable first videos and full galleries. */
const TOP_TITLES = 400;

const NOW = new Date(DEMO_NOW).toISOString();
const SIZES = {
  poster: [600, 900],
  profile: [600, 900],
  backdrop: [1280, 720],
  still: [1280, 720],
} as const;

type ImageRow = Insertable<ImagesTable> & { id: number };
type VideoRow = Insertable<VideosTable> & { id: number };

export interface Media {
  images: ImageRow[];
  videos: VideoRow[];
}

const CLIP_NAMES = [
  'Opening Scene',
  'First Meeting',
  'The Chase',
  'Behind the Scenes',
  'Featurette',
  'Final Confrontation',
  'Meet the Cast',
  'Deleted Scene',
];

export function planMedia(
  faker: Faker,
  titles: PlannedTitle[],
  series: PlannedSeries[],
  people: PersonRow[],
  first: { image: number; video: number },
): Media {
  const images: ImageRow[] = [];
  const videos: VideoRow[] = [];
  const image = (
    model_type: ImageRow['model_type'],
    model_id: number,
    type: ImageRow['type'],
    url: string,
    order: number,
  ) => {
    const [width, height] = SIZES[type];
    images.push({
      id: first.image + images.length,
      model_type,
      model_id,
      type,
      url,
      width,
      height,
      order,
      created_at: NOW,
      updated_at: NOW,
    });
  };
  const video = (
    values: Omit<
      VideoRow,
      'id' | 'created_at' | 'updated_at' | 'quality' | 'language' | 'duration'
    >,
  ) => {
    videos.push({
      id: first.video + videos.length,
      quality: 'sd',
      language: 'en',
      duration: DEMO_DURATION,
      created_at: NOW,
      updated_at: NOW,
      ...values,
    });
  };
  const playable = (i: number) =>
    i % 3 === 2
      ? { source: 'hls' as const, src: DEMO_HLS }
      : { source: 'mp4' as const, src: DEMO_MP4 };

  const rank = new Map(
    [...titles]
      .sort((a, b) => b.row.popularity - a.row.popularity || a.row.id - b.row.id)
      .map((t, i) => [t.row.id, i]),
  );
  for (const title of titles) {
    const { id, name, year } = title.row;
    const top = rank.get(id)! < TOP_TITLES;
    image('title', id, 'poster', title.row.poster!, 0);
    image('title', id, 'backdrop', title.row.backdrop!, 0);
    const extraPosters = top ? faker.number.int({ min: 1, max: 2 }) : 0;
    for (let i = 1; i <= extraPosters; i++)
      image(
        'title',
        id,
        'poster',
        artPath('poster', `${id}-p${i}`, name, year ? String(year) : ''),
        i,
      );
    const backdrops = top
      ? faker.number.int({ min: 1, max: 3 })
      : faker.number.int({ min: 0, max: 1 });
    for (let i = 1; i <= backdrops; i++)
      image('title', id, 'backdrop', artPath('backdrop', `${id}-b${i}`), i);
    const stills = top
      ? faker.number.int({ min: 3, max: 5 })
      : faker.number.int({ min: 1, max: 2 });
    for (let i = 1; i <= stills; i++)
      image('title', id, 'still', artPath('still', `${id}-${i}`), i - 1);

    const roll = faker.number.float({ min: 0, max: 1 });
    const trailer =
      top || roll < 0.88
        ? playable(id)
        : { source: 'embed' as const, src: faker.helpers.arrayElement(EMBEDS) };
    const base = { title_id: id, season_number: null, episode_number: null, episode_id: null };
    video({
      ...base,
      name: faker.helpers.arrayElement([
        'Official Trailer',
        'Official Trailer',
        'Teaser Trailer',
        'Trailer',
      ]),
      description: `The trailer of ${name}${year ? ` (${year})` : ''}.`,
      thumbnail: artPath('still', `${id}-v1`),
      category: 'trailer',
      order: 0,
      plays_count: Math.round(title.row.popularity * faker.number.int({ min: 20, max: 60 })),
      ...trailer,
    });
    if (faker.number.float({ min: 0, max: 1 }) < (top ? 0.6 : 0.2)) {
      const clip =
        faker.number.float({ min: 0, max: 1 }) < 0.75
          ? playable(id + 1)
          : { source: 'embed' as const, src: faker.helpers.arrayElement(EMBEDS) };
      video({
        ...base,
        name: `Clip: ${faker.helpers.arrayElement(CLIP_NAMES)}`,
        description: `A scene from ${name}.`,
        thumbnail: artPath('still', `${id}-v2`),
        category: 'clip',
        order: 1,
        plays_count: Math.round(title.row.popularity * faker.number.int({ min: 5, max: 20 })),
        ...clip,
      });
    }
    if (
      title.row.type === 'movie' &&
      faker.number.float({ min: 0, max: 1 }) < ((year ?? 2000) < 1960 ? 0.5 : top ? 0.12 : 0.05)
    ) {
      video({
        ...base,
        name: `${name} (full film)`,
        description: `Watch ${name} in full.`,
        thumbnail: artPath('still', `${id}-v3`),
        category: 'full',
        order: 2,
        plays_count: Math.round(title.row.popularity * faker.number.int({ min: 2, max: 10 })),
        source: 'hls',
        src: DEMO_HLS,
      });
    }
  }

  for (const { title, seasons, episodes } of series) {
    for (const season of seasons) image('season', season.id, 'poster', season.poster!, 0);
    for (const episode of episodes) {
      image('episode', episode.id, 'still', episode.poster!, 0);
      if (episode.season_number <= 2) {
        video({
          title_id: title.row.id,
          season_number: episode.season_number,
          episode_number: episode.episode_number,
          episode_id: episode.id,
          name: `S${episode.season_number} E${episode.episode_number}: ${episode.name}`,
          description: episode.plot ?? null,
          thumbnail: episode.poster!,
          category: 'full',
          order: 10 + episode.season_number * 100 + episode.episode_number,
          plays_count: faker.number.int({ min: 50, max: 2000 }),
          ...playable(episode.id),
        });
      }
    }
  }

  for (const person of people) {
    image('person', person.id, 'profile', person.image!, 0);
    if ((person.popularity ?? 0) > 60) {
      const extra = faker.number.int({ min: 1, max: 2 });
      for (let i = 1; i <= extra; i++)
        image(
          'person',
          person.id,
          'profile',
          artPath('profile', `${person.id}-${i}`, person.name),
          i,
        );
    }
  }
  return { images, videos };
}
