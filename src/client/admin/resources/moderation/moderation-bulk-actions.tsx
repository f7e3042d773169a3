import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HideIcon from '@mui/icons-material/VisibilityOffOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { BulkDeleteButton, Button, useListContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { useModerationDecision } from './moderation-api';
import {
  ACTION_LABELS,
  type ModerationDecision,
  type ModerationResource,
} from './moderation-record';

const DECISIONS: Array<{ decision: ModerationDecision; icon: typeof CheckIcon }> = [
  { decision: 'approve', icon: CheckIcon },
  { decision: 'hide', icon: HideIcon },
  { decision: 'restore', icon: RestoreIcon },
];

/** Approve, hide, restore and delete (undoable) the selected items. */
export function ModerationBulkActions({ resource }: { resource: ModerationResource }) {
  const { trans } = useTrans();
  const { selectedIds } = useListContext();
  const decide = useModerationDecision(resource);
  return (
    <>
      {DECISIONS.map(({ decision, icon: Icon }) => (
        <Button
          key={decision}
          label={trans(ACTION_LABELS[decision])}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ decision, ids: selectedIds })}
        >
          <Icon />
        </Button>
      ))}
      <BulkDeleteButton mutationMode="undoable" />
    </>
  );
}
