import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder panels while the account loads. */
export function AccountSettingsSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 3 }}>
      {[0, 1, 2].map((index) => (
        <Paper key={index} variant="outlined" sx={{ p: 3 }}>
          <Skeleton width="35%" height={32} />
          <Skeleton width="60%" />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        </Paper>
      ))}
    </Box>
  );
}
