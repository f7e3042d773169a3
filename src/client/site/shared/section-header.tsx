import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Trans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { accentColor } from './accent-color';

export interface SectionHeaderProps {
  /** The section's heading; omitted → no visible heading. */
  title?: ReactNode;
  /** id of the heading element, for aria-labelledby. */
  titleId?: string;
  headingLevel?: 'h2' | 'h3';
  /** Keep the heading for screen readers only (channels with hide_title). */
  hideTitle?: boolean;
  /** Where 'See all' leads; no link when omitted. */
  seeAllTo?: string;
  /** Extra controls at the end of the header row (carousel arrows). */
  children?: ReactNode;
}

/** A row's heading with an optional 'See all' link and controls on the right. */
export function SectionHeader({
  title,
  titleId,
  headingLevel = 'h2',
  hideTitle,
  seeAllTo,
  children,
}: SectionHeaderProps) {
  const visibleTitle = title && !hideTitle;
  if (!visibleTitle && !seeAllTo && !children) {
    return title ? (
      <Typography component={headingLevel} id={titleId} sx={visuallyHidden}>
        {title}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, minHeight: 36 }}>
      {title ? (
        <Typography
          component={headingLevel}
          id={titleId}
          sx={
            hideTitle
              ? visuallyHidden
              : {
                  fontWeight: 700,
                  fontSize: { xs: 20, md: 24 },
                  lineHeight: 1.25,
                  minWidth: 0,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  '&::before': {
                    content: '""',
                    width: 4,
                    height: '1.1em',
                    borderRadius: 2,
                    bgcolor: 'primary.main',
                    flex: '0 0 auto',
                  },
                }
          }
        >
          {title}
        </Typography>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {seeAllTo ? (
        <Link
          component={RouterLink}
          to={seeAllTo}
          aria-describedby={title ? titleId : undefined}
          underline="hover"
          sx={{
            color: accentColor,
            display: 'inline-flex',
            alignItems: 'center',
            fontWeight: 600,
            fontSize: 14,
            whiteSpace: 'nowrap',
          }}
        >
          <Trans message="See all" />
          <ChevronRightIcon aria-hidden fontSize="small" />
        </Link>
      ) : null}
      {children}
    </Box>
  );
}
