import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Trans } from '@client/i18n/trans';

/** Spec 8's empty-list text: for a search or filter that found nothing. */
export const NO_MATCHING_ITEMS = 'There are no items matching your query';

interface EmptyStateProps {
  /**
   * What is missing, e.g. 'No comments yet'. Defaults to spec 8's text, which speaks of a query:
   * only for a search or filter without results.
   */
  message?: string;
  description?: string;
  action?: ReactNode;
}

/** What a list shows when it has nothing (spec 8: Empty list). */
export function EmptyState({ message = NO_MATCHING_ITEMS, description, action }: EmptyStateProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      {message === NO_MATCHING_ITEMS ? (
        <SearchOffIcon aria-hidden sx={{ fontSize: 56, mb: 1, opacity: 0.6 }} />
      ) : null}
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
