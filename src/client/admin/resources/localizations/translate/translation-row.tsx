import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface TranslationRowProps {
  messageKey: string;
  value: string;
  onChange: (key: string, value: string) => void;
}

/** The English message beside its editable translation; stacked below 768 px. */
export const TranslationRow = memo(function TranslationRow({
  messageKey,
  value,
  onChange,
}: TranslationRowProps) {
  const labelId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={labelId} variant="body2" sx={{ wordBreak: 'break-word' }}>
        {messageKey}
      </Typography>
      <TextField
        size="small"
        fullWidth
        multiline
        maxRows={6}
        value={value}
        placeholder={messageKey}
        onChange={(event) => onChange(messageKey, event.target.value)}
        slotProps={{ htmlInput: { 'aria-labelledby': labelId } }}
      />
    </Box>
  );
});
