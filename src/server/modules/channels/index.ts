/** The channels module's public surface: other modules reach it only through this file. */
export type { ChannelService } from './channel-service';
