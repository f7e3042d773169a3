import { Chip, Stack } from '@mui/material';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import { useRecordContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { STATUS_LABELS, type ModeratedRecord } from './moderation-record';

const STATUS_COLORS = { published: 'success', hidden: 'warning', deleted: 'default' } as const;

/** An item's state, its open reports and whether its author is suspended. */
export function ModerationStateCell() {
  const { trans } = useTrans();
  const record = useRecordContext<ModeratedRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[record.status]}
        label={trans(STATUS_LABELS[record.status])}
      />
      {record.reports_count > 0 ? (
        <Chip
          size="small"
          color="error"
          icon={<FlagIcon />}
          label={trans(record.reports_count === 1 ? '1 report' : ':count reports', {
            count: record.reports_count,
          })}
        />
      ) : null}
      {record.author?.banned_at ? (
        <Chip size="small" color="error" variant="outlined" label={trans('Author suspended')} />
      ) : null}
    </Stack>
  );
}
