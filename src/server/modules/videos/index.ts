/** The videos module's public surface: other modules reach it only through this file. */
export type { VideoService } from './video-service';
export type { VideoNumberingService } from './video-numbering-service';
export type { VideoAdminService } from './video-admin-service';
export type { PlayedVideos } from './video-repository';
