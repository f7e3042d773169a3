import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { DateField, useRecordContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { REASON_LABELS, reasonCounts, type ModeratedRecord } from './moderation-record';

/** The expanded row: the full text, the open reports with their reasons and details. */
export function ModerationReportsPanel({ text }: { text: (record: ModeratedRecord) => string }) {
  const { trans } = useTrans();
  const record = useRecordContext<ModeratedRecord>();
  if (!record) return null;
  return (
    <Box sx={{ py: 1, maxWidth: 720 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text(record) || trans('Deleted by its author.')}
      </Typography>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {trans('Open reports')}
      </Typography>
      {record.reports.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {trans('No open reports.')}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            {reasonCounts(record.reports).map(({ reason, count }) => (
              <Chip
                key={reason}
                size="small"
                label={`${trans(REASON_LABELS[reason])} × ${count}`}
              />
            ))}
          </Stack>
          <List dense disablePadding aria-label={trans('Open reports')}>
            {record.reports.map((report, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText
                  primary={
                    report.details
                      ? `${trans(REASON_LABELS[report.reason])}: ${report.details}`
                      : trans(REASON_LABELS[report.reason])
                  }
                  secondary={<DateField record={report} source="created_at" showTime />}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
