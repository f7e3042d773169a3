import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import type { OutgoingEmailSummary } from '@common/api/logs';
import { useOutgoingEmail } from './logs-api';

/**
 * A sent message. The HTML is shown in an iframe with an empty sandbox, so scripts, forms and
 * navigation in a logged mail cannot run in the admin's origin.
 */
export function OutgoingEmailPreview({
  summary,
  onClose,
}: {
  summary: OutgoingEmailSummary;
  onClose: () => void;
}) {
  const { trans } = useTrans();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { data, error } = useOutgoingEmail(summary.id);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle>{summary.subject}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">
          {trans('To: :address', { address: summary.to })} ·{' '}
          {new Date(summary.created_at).toLocaleString()} · {summary.status}
        </Typography>
        {summary.error ? <Alert severity="error">{summary.error}</Alert> : null}
        {error ? <Alert severity="error">{getErrorMessage(error)}</Alert> : null}
        {data ? (
          <Box
            component="iframe"
            title={trans('Message preview')}
            sandbox=""
            srcDoc={data.email.html}
            sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{trans('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
