import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';
import type { AccountSectionId } from './account-sections';

/** Room for the sticky navbar when a section is scrolled to. */
export const SECTION_SCROLL_MARGIN = 88;

interface AccountPanelProps {
  id: AccountSectionId;
  /** English title and description, translated here. */
  title: string;
  description?: string;
  /** Red outline and title, for the danger zone. */
  danger?: boolean;
  children: ReactNode;
}

/** One section of the account settings page, reachable by its anchor id (spec 2.5). */
export function AccountPanel({
  id,
  title,
  description,
  danger = false,
  children,
}: AccountPanelProps) {
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={titleId}
      // Focus target for the side menu, so keyboard users land in the section they chose.
      tabIndex={-1}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        scrollMarginTop: SECTION_SCROLL_MARGIN,
        outline: 'none',
        borderColor: danger ? 'error.main' : undefined,
      }}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="h6"
        color={danger ? 'error' : undefined}
        sx={{ mb: description ? 0.5 : 2 }}
      >
        <Trans message={title} />
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          <Trans message={description} />
        </Typography>
      ) : null}
      <Box>{children}</Box>
    </Paper>
  );
}
