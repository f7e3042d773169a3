/** The tags module's public surface: other modules reach it only through this file. */
export type { TagService } from './tag-service';
export type { TagRecord } from '@common/api/tags';
