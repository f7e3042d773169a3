import { Box, Typography } from '@mui/material';

/** What a title's reviews or comments tab shows when there are none. */
export function CommunityEmpty({ text }: { text: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
