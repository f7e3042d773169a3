import { FunctionField } from 'react-admin';
import type { ModeratedComment } from '@common/api/moderation';
import { ModeratedText } from '../moderation/moderated-text';
import { ModerationList } from '../moderation/moderation-list';

/** /admin/comments: every comment of the site, reported first. */
export function CommentList() {
  return (
    <ModerationList<ModeratedComment>
      resource="comments"
      title="Comments"
      emptyText="No comments yet."
      fullText={(comment) => comment.content}
    >
      <FunctionField<ModeratedComment>
        render={(comment) => (
          <ModeratedText
            text={comment.content}
            about={comment.commentable}
            emptyText="Deleted by its author; kept for its replies."
          />
        )}
      />
    </ModerationList>
  );
}
