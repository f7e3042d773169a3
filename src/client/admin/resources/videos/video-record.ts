import type { AdminVideoRecord } from '@common/api/admin-videos';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import type { VideoCategory } from '@common/api/videos';
import { checkVideoSrc } from '@common/catalogue/video-source-url';

export type { AdminVideoRecord };

/** How the form asks for the video: an uploaded MP4, an MP4 or HLS address, or an embed link. */
export type VideoSourceMode = 'upload' | 'url' | 'embed';

/** The form's values: the record's fields plus the form-only source mode. */
export type VideoFormValues = Partial<AdminVideoRecord> & {
  source_mode?: VideoSourceMode;
  titleId?: number | null;
};

export const CATEGORY_CHOICES: Array<{ id: VideoCategory; name: string }> = [
  { id: 'trailer', name: 'Trailer' },
  { id: 'clip', name: 'Clip' },
  { id: 'full', name: 'Full episode or film' },
];

export const SOURCE_MODE_CHOICES: Array<{ id: VideoSourceMode; name: string }> = [
  { id: 'upload', name: 'Upload an MP4' },
  { id: 'url', name: 'MP4 or HLS address' },
  { id: 'embed', name: 'YouTube or Vimeo' },
];

export const QUALITY_CHOICES = [
  { id: 'sd', name: 'SD' },
  { id: 'hd', name: 'HD' },
  { id: '4k', name: '4K' },
];

const UPLOADED = /^\/?uploads\/files\//;

/** The source mode a saved video is shown with. */
export function sourceModeOf(record: Pick<AdminVideoRecord, 'source' | 'src'> | undefined) {
  if (!record) return 'embed' satisfies VideoSourceMode;
  if (record.source === 'embed') return 'embed' satisfies VideoSourceMode;
  return record.source === 'mp4' && UPLOADED.test(record.src)
    ? ('upload' satisfies VideoSourceMode)
    : ('url' satisfies VideoSourceMode);
}

/** The API source of an address given in a mode: an address ending in .m3u8 is an HLS stream. */
export function sourceFor(mode: VideoSourceMode, src: string): AdminVideoRecord['source'] {
  if (mode === 'embed') return 'embed';
  if (mode === 'upload') return 'mp4';
  try {
    return new URL(src.trim()).pathname.toLowerCase().endsWith('.m3u8') ? 'hls' : 'mp4';
  } catch {
    return 'mp4';
  }
}

/** The message for an address that does not suit its mode, or undefined when it does. */
export function videoSrcError(mode: VideoSourceMode, src: unknown): string | undefined {
  if (typeof src !== 'string' || !src.trim()) return undefined;
  const check = checkVideoSrc(sourceFor(mode, src), src);
  return check.ok ? undefined : check.message;
}

/**
 * Only the fields the API accepts (react-admin submits the whole record otherwise). A scope
 * (a scoped page's, or the title picked on the videos page) is sent when given.
 */
export function videoPayload(values: VideoFormValues, scope?: CatalogueScope) {
  const mode = values.source_mode ?? sourceModeOf(values as AdminVideoRecord);
  const src = (values.src ?? '').trim();
  return {
    ...(scope ?? {}),
    name: values.name ?? '',
    description: values.description || null,
    thumbnail: values.thumbnail || null,
    source: sourceFor(mode, src),
    src,
    category: values.category ?? 'trailer',
    quality: values.quality || null,
    language: values.language || null,
    duration:
      values.duration === undefined || values.duration === null || Number.isNaN(values.duration)
        ? null
        : Number(values.duration),
  };
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const s = Math.floor(seconds % 60);
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
