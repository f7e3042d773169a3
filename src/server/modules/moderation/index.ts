/** The moderation module's public surface: other modules reach it only through this file. */
export { moderationListQuery, type ModerationListQuery } from './moderation-schema';
export { addModerationOptionRoutes } from './moderation-option-routes';
export type { AuthorSuspensionService } from './author-suspension-service';
