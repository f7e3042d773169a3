import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import type { Comment } from '@common/catalogue/catalogue-types';
import { profileUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { ReportMenu } from '../moderation/report-menu';
import { PublicUserAvatar } from '../profiles/public-user-avatar';
import { CommentForm } from './comment-form';
import { RelativeTime } from './relative-time';
import { indentLevel, MAX_INDENT_DESKTOP, MAX_INDENT_MOBILE } from './comment-thread';

interface CommentItemProps {
  comment: Comment;
  depth: number;
  canReply: boolean;
  /** The viewer wrote it: edit and delete. */
  isOwner: boolean;
  /** Staff may delete anyone's comment. */
  canModerate: boolean;
  /** A signed-in member may report someone else's comment. */
  canReport: boolean;
  onReply: (content: string) => Promise<unknown>;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => void;
}

const INDENT_DESKTOP = 40;
const INDENT_MOBILE = 16;

/** One comment in a thread, indented by depth (less so on phones), with its actions. */
export function CommentItem({
  comment,
  depth,
  canReply,
  isOwner,
  canModerate,
  canReport,
  onReply,
  onEdit,
  onDelete,
}: CommentItemProps) {
  const { trans } = useTrans();
  const [mode, setMode] = useState<'view' | 'reply' | 'edit'>('view');
  const deleted = comment.deleted || comment.user === null;
  const name = comment.user?.name ?? '';

  return (
    <Box
      component="li"
      data-depth={depth}
      aria-label={deleted ? trans('Comment deleted') : trans('Comment by :name', { name })}
      sx={{
        listStyle: 'none',
        ml: {
          xs: `${indentLevel(depth, MAX_INDENT_MOBILE) * INDENT_MOBILE}px`,
          md: `${indentLevel(depth, MAX_INDENT_DESKTOP) * INDENT_DESKTOP}px`,
        },
        pl: depth > 0 ? { xs: 1.5, md: 2 } : 0,
        borderLeft: depth > 0 ? 2 : 0,
        borderColor: 'divider',
        py: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {comment.user && !deleted ? (
          <PublicUserAvatar user={comment.user} size={36} />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {deleted ? (
            <Typography sx={{ fontStyle: 'italic', color: 'text.secondary', py: 0.75 }}>
              <Trans message="Comment deleted" />
            </Typography>
          ) : (
            <>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                {comment.user ? (
                  <Link
                    component={RouterLink}
                    to={profileUrl(comment.user)}
                    color="inherit"
                    sx={{ fontWeight: 600 }}
                  >
                    {comment.user.name}
                  </Link>
                ) : null}
                <Typography variant="body2" color="text.secondary" component="span">
                  <RelativeTime date={comment.created_at} />
                </Typography>
              </Box>
              {mode === 'edit' ? (
                <Box sx={{ mt: 1 }}>
                  <CommentForm
                    label="Edit comment"
                    submitLabel="Save"
                    initialValue={comment.content}
                    autoFocus
                    onSubmit={async (content) => {
                      await onEdit(content);
                      setMode('view');
                    }}
                    onCancel={() => setMode('view')}
                  />
                </Box>
              ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>
                  {comment.content}
                </Typography>
              )}
              {mode !== 'edit' && (canReply || isOwner || canModerate || canReport) ? (
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, ml: -1, flexWrap: 'wrap' }}>
                  {canReply ? (
                    <Button
                      size="small"
                      color="inherit"
                      startIcon={<ReplyIcon />}
                      aria-expanded={mode === 'reply'}
                      onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}
                      aria-label={trans('Reply to :name', { name })}
                    >
                      <Trans message="Reply" />
                    </Button>
                  ) : null}
                  {isOwner ? (
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => setMode('edit')}
                      aria-label={trans('Edit comment')}
                    >
                      <Trans message="Edit" />
                    </Button>
                  ) : null}
                  {isOwner || canModerate ? (
                    <Button
                      size="small"
                      color="error"
                      onClick={onDelete}
                      aria-label={trans('Delete comment')}
                    >
                      <Trans message="Delete" />
                    </Button>
                  ) : null}
                  {canReport ? <ReportMenu kind="comment" id={comment.id} /> : null}
                </Box>
              ) : null}
              {mode === 'reply' ? (
                <Box sx={{ mt: 1 }}>
                  <CommentForm
                    label="Write a reply"
                    submitLabel="Reply"
                    autoFocus
                    onSubmit={async (content) => {
                      await onReply(content);
                      setMode('view');
                    }}
                    onCancel={() => setMode('view')}
                  />
                </Box>
              ) : null}
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
