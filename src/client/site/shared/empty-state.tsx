import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Trans } from '@client/i18n/trans';

interface EmptyStateProps {
  /** Defaults to the spec's empty-list text. */
  message?: string;
  description?: string;
  action?: ReactNode;
}

/** What a list shows when it has nothing (spec 8: Empty list). */
export function EmptyState({
  message = 'There are no items matching your query',
  description,
  action,
}: EmptyStateProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, mb: 1, opacity: 0.6 }} />
      <Typography variant="h6" component="p" color="text.primary">
        <Trans message={message} />
      </Typography>
      {description ? (
        <Typography sx={{ mt: 1 }}>
          <Trans message={description} />
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Box>
  );
}
