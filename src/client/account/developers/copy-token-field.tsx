import { useEffect, useRef, useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Trans, useTrans } from '@client/i18n/trans';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** Spec 9: how long the copy button says 'Copied!'. */
export const COPIED_FEEDBACK_MS = 1000;

/** The new token in a read-only field with a copy button (spec 4 Token creation). */
export function CopyTokenField({ token }: { token: string }) {
  const { trans } = useTrans();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
    } catch (error) {
      showErrorToast(error);
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        label={trans('API token')}
        value={token}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
        }}
        onFocus={(event) => event.target.select()}
        size="small"
        fullWidth
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
        aria-live="polite"
      >
        <Trans message={copied ? 'Copied!' : 'Copy'} />
      </Button>
    </Box>
  );
}
