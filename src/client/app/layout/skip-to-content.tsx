import Box from '@mui/material/Box';
import { Trans } from '../../i18n/trans';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of the page: hidden until keyboard focus reaches it. */
export function SkipToContent() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      <Trans message="Skip to content" />
    </Box>
  );
}
