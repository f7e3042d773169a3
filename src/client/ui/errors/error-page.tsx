import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '../../i18n/trans';

/** Spec 2.1: the generic page for route errors other than 404 and guest 401/403. */
export function ErrorPage() {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: 8,
      }}
    >
      <ErrorOutlinedIcon aria-hidden color="error" sx={{ fontSize: 64, mb: 1 }} />
      <Typography component="h1" variant="h5">
        <Trans message="There was an issue loading this page" />
      </Typography>
      <Typography color="text.secondary">
        <Trans message="Please try again later" />
      </Typography>
    </Box>
  );
}
