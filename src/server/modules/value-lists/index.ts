/** The value-lists module's public surface: other modules reach it only through this file. */
export type { ValueListService } from './value-list-service';
