/** The comments module's public surface: other modules reach it only through this file. */
export type { CommentService } from './comment-service';
export type { Comment, CommentableType, ProfileComment } from '@common/api/comments';
