import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans } from '@client/i18n/trans';
import { focusRing } from '@client/ui/focus-ring';

interface PageSectionProps {
  /** English message of the h2. */
  title: string;
  titleValues?: Record<string, string | number>;
  /** A 'View all' style link beside the heading. */
  more?: { to: string; label: string };
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A titled section of a catalogue page: an h2 (labelling the section) and its content. */
export function PageSection({ title, titleValues, more, children, sx }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[{ mb: { xs: 4, md: 5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography
          id={headingId}
          component="h2"
          sx={{
            fontSize: { xs: 20, md: 24 },
            fontWeight: 700,
            lineHeight: 1.3,
            pl: 1.5,
            borderLeft: 4,
            borderColor: 'primary.main',
          }}
        >
          <Trans message={title} values={titleValues} />
        </Typography>
        {more ? <MoreLink to={more.to} label={more.label} /> : null}
      </Box>
      {children}
    </Box>
  );
}

export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        minHeight: 44,
        fontWeight: 600,
        fontSize: 15,
        ...focusRing,
      }}
    >
      <Trans message={label} />
      <ChevronRightIcon aria-hidden fontSize="small" />
    </Link>
  );
}
