import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { useSendTestMail } from './settings-api';

/** Sends a test message with the saved mail settings; transport failures show on the field. */
export function TestMailPanel() {
  const { trans } = useTrans();
  const notify = useNotify();
  const [to, setTo] = useState('');
  const sendTestMail = useSendTestMail();
  const error = sendTestMail.error ? getErrorMessage(sendTestMail.error, 'to') : undefined;

  return (
    <Box component="section" aria-labelledby="test-mail-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="test-mail-heading" variant="subtitle1" component="h3">
        {trans('Send a test mail')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          label={trans('Test mail recipient')}
          type="email"
          value={to}
          fullWidth
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button
          variant="outlined"
          disabled={sendTestMail.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
          onClick={() =>
            sendTestMail.mutate(to, { onSuccess: () => notify(trans('Test mail sent.')) })
          }
        >
          {trans('Send test mail')}
        </Button>
      </Box>
    </Box>
  );
}
