import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HideIcon from '@mui/icons-material/VisibilityOffOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { useModerationDecision, useSuspendAuthor } from './moderation-api';
import {
  ACTION_LABELS,
  availableActions,
  type ModeratedRecord,
  type ModerationAction,
  type ModerationResource,
} from './moderation-record';

const ICONS: Record<ModerationAction, typeof CheckIcon> = {
  approve: CheckIcon,
  hide: HideIcon,
  delete: DeleteIcon,
  restore: RestoreIcon,
};

/**
 * One item's actions: approve, hide, delete (undoable) and restore as they apply, and
 * suspending its author after confirmation.
 */
export function ModerationRowMenu({ resource }: { resource: ModerationResource }) {
  const { trans } = useTrans();
  const record = useRecordContext<ModeratedRecord>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decide = useModerationDecision(resource);
  const suspend = useSuspendAuthor(resource);
  const notify = useNotify();
  const [deleteOne] = useDelete();
  if (!record) return null;
  const author = record.author;

  const run = (action: ModerationAction) => {
    setAnchor(null);
    if (action === 'delete') {
      void deleteOne(
        resource,
        { id: record.id, previousData: record },
        {
          mutationMode: 'undoable',
          onSuccess: () => notify(trans('Deleted. It can be restored.'), { undoable: true }),
          onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
        },
      );
      return;
    }
    decide.mutate({ decision: action, ids: [record.id] });
  };

  return (
    // the row expands on click: the menu's and the dialog's clicks (portals) stay here
    <span onClick={(event) => event.stopPropagation()}>
      <IconButton
        size="small"
        aria-label={trans('Actions')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {availableActions(record).map((action) => {
          const Icon = ICONS[action];
          return (
            <MenuItem key={action} onClick={() => run(action)} disabled={decide.isPending}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {trans(ACTION_LABELS[action])}
            </MenuItem>
          );
        })}
        {author ? (
          <MenuItem
            disabled={author.banned_at !== null}
            onClick={() => {
              setAnchor(null);
              setConfirming(true);
            }}
          >
            <ListItemIcon>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {trans(author.banned_at ? 'Author suspended' : 'Suspend author')}
          </MenuItem>
        ) : null}
      </Menu>
      {author ? (
        <Confirm
          isOpen={confirming}
          loading={suspend.isPending}
          title={trans('Suspend :name?', { name: author.name })}
          content={trans(
            'They will be signed out and see the suspended screen until an administrator lifts it.',
          )}
          confirm={trans('Suspend author')}
          confirmColor="warning"
          onConfirm={() => suspend.mutate(record.id, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </span>
  );
}
