import type { FastifyInstance } from 'fastify';
import { permissionAccess, userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  commentIdParams,
  commentListQuery,
  createCommentInput,
  updateCommentInput,
} from './comment-schema';
import { CommentService } from './comment-service';

/** Threaded comments (issue 5). */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const comments = new CommentService(app.services.db);

  /**
   * ?commentable_type=title|episode|news&commentable_id&page&perPage → pagination of root
   * comments, newest first, each with `replies` in reading order.
   */
  app.get('/api/v1/comments', { config: permissionAccess('titles.view') }, async (request) =>
    comments.thread(parseInput(commentListQuery, request.query)),
  );

  /** {commentable_type, commentable_id, parent_id?, content} → {comment}. */
  app.post(
    '/api/v1/comments',
    { config: permissionAccess('comments.create', true) },
    async (request) => ({
      comment: await comments.create(request.user!, parseInput(createCommentInput, request.body)),
    }),
  );

  /** {content} → {comment}; the author or an administrator. */
  app.put('/api/v1/comments/:commentId', { config: userAccess }, async (request) => {
    const { commentId } = parseInput(commentIdParams, request.params);
    const { content } = parseInput(updateCommentInput, request.body);
    return { comment: await comments.update(request.user!, commentId, content) };
  });

  app.delete('/api/v1/comments/:commentId', { config: userAccess }, async (request) => {
    const { commentId } = parseInput(commentIdParams, request.params);
    await comments.delete(request.user!, commentId);
    return { ok: true };
  });
}
