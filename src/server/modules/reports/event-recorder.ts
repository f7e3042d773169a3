import type { VisitInput } from '@common/api/reports';
import type { WriteBehindBuffer, WriteBehindBuffers } from '../../db/write-behind-buffer';
import { InvalidError } from '../../domain/errors';
import {
  countryCode,
  deviceAndBrowser,
  isCountedPath,
  normalisePath,
  pageModel,
  referrerHost,
  visitorId,
} from './event-traits';
import type { NewReportEvent, ReportRepository } from './report-repository';

/** Who sent an event, as the route reads it from the request (never stored as such). */
export interface EventSource {
  ip: string;
  userAgent: string | undefined;
  /** The trusted proxy's country header when one is configured. */
  countryHeader: string | undefined;
  /** The hosts our own pages are served from (their referrers are not counted as sources). */
  ownHost: string;
}

/** The longest path and referrer accepted (the contract's). */
export const MAX_INPUT_LENGTH = 2000;

/**
 * Records page visits and plays for the reports behind the request: each event is read into its
 * dimensions here and queued; the buffer writes them in batches.
 */
export class EventRecorder {
  private readonly queue: WriteBehindBuffer<NewReportEvent>;

  constructor(
    events: ReportRepository,
    buffers: WriteBehindBuffers,
    /** The key of the daily visitor ids (derived from APP_KEY). */
    private readonly salt: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.queue = buffers.create<NewReportEvent>({
      name: 'report events',
      write: (rows) => events.insertEvents(rows),
    });
  }

  /**
   * Queues a visit of a public page; admin and API paths are ignored. InvalidError when the path
   * is not a site path.
   */
  recordVisit(source: EventSource, input: VisitInput): void {
    const path = input.path.length <= MAX_INPUT_LENGTH ? normalisePath(input.path) : null;
    if (path === null) {
      throw new InvalidError({ path: ['The path must be a page path starting with /.'] });
    }
    if (!isCountedPath(path)) return;
    const referrer = (input.referrer ?? '').slice(0, MAX_INPUT_LENGTH);
    const model = pageModel(path);
    this.queue.push({
      ...this.common(source, 'visit'),
      referrer: referrerHost(referrer, source.ownHost),
      path,
      title_id: model.titleId,
      person_id: model.personId,
      video_id: null,
    });
  }

  /** Queues a play of a video (checked by the videos module). */
  recordPlay(source: EventSource, video: { id: number; title_id: number }): void {
    this.queue.push({
      ...this.common(source, 'play'),
      referrer: '',
      path: '',
      title_id: video.title_id,
      person_id: null,
      video_id: video.id,
    });
  }

  private common(source: EventSource, kind: 'visit' | 'play') {
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    return {
      kind,
      day,
      visitor: visitorId(this.salt, day, source.ip, source.userAgent),
      ...deviceAndBrowser(source.userAgent),
      country: countryCode(source.countryHeader),
      created_at: now.toISOString(),
    };
  }
}
