import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Comment, CommentableType } from '@common/catalogue/catalogue-types';
import { useAuth } from '@client/auth/use-auth';
import { LoadMoreButton } from '../shared/load-more-button';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { PublicUserAvatar } from '../profiles/public-user-avatar';
import { SECTION_HEADING_SX, SECTION_SX } from '../reviews/section-heading';
import { EmptyState } from '../shared/empty-state';
import { useNearViewport } from '../shared/use-near-viewport';
import { buildThread } from './comment-thread';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { confirmAction } from '@client/ui/dialog/confirm-dialog';
import { useCommentMutations, useComments } from './use-comments';
import { showErrorToast } from '@client/ui/toast/error-toast';

/**
 * Threaded comments on a title, episode or news article: root comments a page at a time with
 * their replies; members with comments.create post and reply, and edit or delete their own.
 */
export function CommentsSection({
  commentableType,
  commentableId,
}: {
  commentableType: CommentableType;
  commentableId: number;
}) {
  const { trans } = useTrans();
  const { user, isLoggedIn, hasPermission } = useAuth();
  const target = { commentableType, commentableId };
  // below the fold: the comments load when the visitor scrolls near them
  const [sectionRef, nearViewport] = useNearViewport<HTMLElement>();
  const comments = useComments(target, nearViewport);
  const { create, update, remove } = useCommentMutations(target);
  const canComment = isLoggedIn && hasPermission('comments.create');
  const canModerate = isLoggedIn && hasPermission('admin');
  // the thread renders as a transition: comments arriving never hold up the visitor's input
  const data = useDeferredValue(comments.data);
  const pages = data?.pages ?? [];
  const roots = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;
  const headingId = `comments-${commentableType}-${commentableId}`;

  const post = (content: string, parentId: number | null) =>
    create.mutateAsync({ content, parentId }).then(() => toast('Comment posted'));

  const deleteComment = async (comment: Comment) => {
    const confirmed = await confirmAction({
      title: 'Delete comment',
      body: 'Are you sure you want to delete this comment?',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(comment.id, {
      onSuccess: () => toast('Comment deleted'),
      onError: (error) => showErrorToast(error),
    });
  };

  return (
    <Box component="section" ref={sectionRef} aria-labelledby={headingId} sx={SECTION_SX}>
      <Typography id={headingId} component="h2" sx={{ ...SECTION_HEADING_SX, mb: 2 }}>
        <Trans message="Comments" />
        {total ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
            {total.toLocaleString()}
          </Box>
        ) : null}
      </Typography>
      {canComment && user ? (
        <Box sx={{ mb: 3, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <PublicUserAvatar user={user} size={36} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <CommentForm
              label="Leave a comment"
              submitLabel="Comment"
              resetOnSuccess
              onSubmit={(content) => post(content, null)}
            />
          </Box>
        </Box>
      ) : null}
      {!isLoggedIn ? (
        <Box sx={{ mb: 3 }}>
          <Button component={RouterLink} to="/login" variant="outlined">
            <Trans message="Sign in to comment" />
          </Button>
        </Box>
      ) : null}
      {!data && !comments.isError ? <CommentsSkeleton /> : null}
      {comments.isError ? (
        <Typography role="alert" color="error">
          <Trans message="There was an issue loading this page" />
        </Typography>
      ) : null}
      {comments.isSuccess && data && roots.length === 0 ? (
        <EmptyState
          message="No comments yet"
          description={canComment || !isLoggedIn ? 'Be the first to comment.' : undefined}
        />
      ) : null}
      {roots.length ? (
        <Box component="ul" aria-label={trans('Comments')} sx={{ p: 0, m: 0 }}>
          {roots.map((root) => (
            <Box
              component="li"
              key={root.id}
              sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1 }}
            >
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {buildThread(root).map(({ comment, depth }) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    depth={depth}
                    canReply={canComment}
                    isOwner={user !== null && comment.user?.id === user.id}
                    canModerate={canModerate}
                    canReport={user !== null && !comment.deleted && comment.user?.id !== user.id}
                    onReply={(content) => post(content, comment.id)}
                    onEdit={(content) =>
                      update
                        .mutateAsync({ id: comment.id, content })
                        .then(() => toast('Comment updated'))
                    }
                    onDelete={() => void deleteComment(comment)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <LoadMoreButton list={comments} />
    </Box>
  );
}

function CommentsSkeleton() {
  const { trans } = useTrans();
  return (
    <Box role="status" aria-label={trans('Loading')}>
      {[0, 1, 2].map((index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ width: 160, fontSize: 14 }} />
            <Skeleton variant="text" sx={{ width: '90%', fontSize: 16 }} />
            <Skeleton variant="text" sx={{ width: '60%', fontSize: 16 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
