/** The ads module's public surface: other modules reach it only through this file. */
export type { AdService } from './ad-service';
