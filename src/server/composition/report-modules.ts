import { hkdfSync } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { WriteBehindBuffers } from '../db/write-behind-buffer';
import type { CatalogueCardService } from '../modules/catalogue';
import type { CommentService } from '../modules/comments';
import type { PersonService } from '../modules/people';
import { EventRecorder } from '../modules/reports/event-recorder';
import { ReportRepository } from '../modules/reports/report-repository';
import { ReportRollUps } from '../modules/reports/report-roll-ups';
import { ReportService } from '../modules/reports/report-service';
import type { ReviewService } from '../modules/reviews';
import type { UserService } from '../modules/users';
import type { VideoService } from '../modules/videos';

/**
 * The reports (issue 15): visits and plays recorded behind the requests, their daily roll-ups and
 * the admin reports over them. The visitor ids' key is derived from APP_KEY.
 */
export function buildReportModules(
  config: Config,
  db: Db,
  deps: {
    writeBehind: WriteBehindBuffers;
    users: UserService;
    reviews: ReviewService;
    comments: CommentService;
    cards: CatalogueCardService;
    people: PersonService;
    videos: VideoService;
  },
) {
  const repository = new ReportRepository(db);
  const reportRollUps = new ReportRollUps(repository);
  const salt = Buffer.from(
    hkdfSync('sha256', config.appKey, Buffer.alloc(0), 'cinedex visitors', 32),
  );
  return {
    reportEvents: new EventRecorder(repository, deps.writeBehind, salt),
    reportRollUps,
    reports: new ReportService({ reports: repository, rollUps: reportRollUps, ...deps }),
  };
}
