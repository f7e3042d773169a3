import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { focusRing } from '@client/ui/focus-ring';

export interface Crumb {
  label: string;
  to: string;
}

/** Where a sub-page sits: 'The Wire › Season 2 › Episode 3' (the current page last, unlinked). */
export function PageBreadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current?: string }) {
  const { trans } = useTrans();
  return (
    <Breadcrumbs
      aria-label={trans('Breadcrumb')}
      sx={{ fontSize: 14, '& .MuiBreadcrumbs-ol': { rowGap: 0 } }}
    >
      {crumbs.map((crumb) => (
        <Link
          key={crumb.to}
          component={RouterLink}
          to={crumb.to}
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32, fontWeight: 500 }}
        >
          {crumb.label}
        </Link>
      ))}
      {current ? (
        <Typography component="span" aria-current="page" sx={{ fontSize: 14 }} color="text.primary">
          {current}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}

/**
 * The header of a title's sub-page (full credits, videos, images): a small poster linking back to
 * the title, where the page sits, and its h1.
 */
export function SubPageHeader({
  title,
  crumbs,
  heading,
  children,
}: {
  title: TitleCard;
  crumbs: Crumb[];
  heading: string;
  children?: ReactNode;
}) {
  const { trans } = useTrans();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, md: 3 },
        mb: { xs: 3, md: 5 },
        pb: { xs: 2, md: 3 },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component={RouterLink}
        to={titleUrl(title)}
        aria-label={trans('Back to :name', { name: title.name })}
        sx={{
          width: { xs: 64, md: 88 },
          flexShrink: 0,
          borderRadius: 1,
          display: 'block',
          ...focusRing,
        }}
      >
        <MediaImage src={title.poster} alt="" kind="poster" eager />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <PageBreadcrumbs crumbs={crumbs} />
        <Typography
          component="h1"
          sx={{ fontSize: { xs: 26, md: 36 }, fontWeight: 800, lineHeight: 1.2, mt: 0.5 }}
        >
          {heading}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
