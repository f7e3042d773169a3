import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FunctionField } from 'react-admin';
import type { CommentRecord } from '@common/api/comments';
import { useTrans } from '@client/i18n/trans';
import { AuthorCell } from '../community/author-cell';
import { TitleCommunityList } from '../community/title-community-list';
import { ModerationBulkActions } from '../moderation/moderation-bulk-actions';
import { ModerationRowMenu } from '../moderation/moderation-row-menu';
import { ModerationStateCell } from '../moderation/moderation-state-cell';

function CommentText({ comment }: { comment: CommentRecord }) {
  const { trans } = useTrans();
  return (
    <Box sx={{ maxWidth: 560, minWidth: 0 }}>
      {comment.depth > 0 && (
        <Typography variant="caption" color="text.secondary">
          {trans('Reply')}
        </Typography>
      )}
      {comment.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {trans('Deleted; kept for its replies.')}
        </Typography>
      ) : (
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {comment.content}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The comments on a title, replies included, reported first then newest: author, text, state
 * and date; moderated singly or in bulk as in /admin/comments.
 */
export function TitleCommentsTab({ titleId }: { titleId: number }) {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <TitleCommunityList<CommentRecord>
      resource="comments"
      titleId={titleId}
      emptyText={trans('This title has no comments yet.')}
    >
      <DataTable
        rowClick={false}
        isRowSelectable={(comment) => !comment.deleted}
        bulkActionButtons={<ModerationBulkActions resource="comments" />}
      >
        {!small && (
          <DataTable.Col label={trans('Author')} disableSort>
            <FunctionField<CommentRecord>
              render={(comment) => <AuthorCell user={comment.user} />}
            />
          </DataTable.Col>
        )}
        <DataTable.Col label={trans('Comment')} disableSort>
          <FunctionField<CommentRecord>
            render={(comment) => (
              <>
                {/* phones show the author above the text instead of in a column of its own */}
                {small && <AuthorCell user={comment.user} />}
                <CommentText comment={comment} />
              </>
            )}
          />
        </DataTable.Col>
        {!small && (
          <DataTable.Col label={trans('Date')} disableSort>
            <DateField source="created_at" />
          </DataTable.Col>
        )}
        <DataTable.Col label={trans('State')} disableSort>
          <FunctionField<CommentRecord>
            render={(comment) => (comment.deleted ? null : <ModerationStateCell />)}
          />
        </DataTable.Col>
        <DataTable.Col label={small ? '' : trans('Actions')} disableSort>
          <ModerationRowMenu resource="comments" />
        </DataTable.Col>
      </DataTable>
    </TitleCommunityList>
  );
}
