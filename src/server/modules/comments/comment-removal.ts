import type { CommentRepository, CommentRow } from './comment-repository';

/**
 * Removes a comment the way both its author and a moderator do: one with replies keeps its place
 * in the thread without its text; otherwise it goes, and so does every deleted ancestor that was
 * kept only for it. Run inside the caller's transaction.
 */
export async function removeComment(
  comments: CommentRepository,
  comment: CommentRow,
  now: string,
): Promise<void> {
  if (await comments.hasReplies(comment.id)) {
    await comments.markDeleted(comment.id, now);
    return;
  }
  await comments.delete(comment.id);
  let parentId = comment.parent_id;
  while (parentId !== null) {
    const parent = await comments.findById(parentId);
    if (!parent || !parent.deleted || (await comments.hasReplies(parent.id))) break;
    await comments.delete(parent.id);
    parentId = parent.parent_id;
  }
}
