import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useTrans } from '@client/i18n/trans';

interface RecoveryCodesListProps {
  codes: string[];
}

export function RecoveryCodesList({ codes }: RecoveryCodesListProps) {
  const { trans } = useTrans();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        <Trans message="Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost." />
      </Typography>
      <Box
        component="ul"
        aria-label={trans('Recovery codes')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          wordBreak: 'break-all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </Box>
  );
}
