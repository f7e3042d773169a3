import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, Button, IconButton, Skeleton, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import { LinkTabs, type LinkTab } from '../../../layout/link-tabs';

export type ScopeTab = LinkTab;

interface ScopeHeaderProps {
  /** The heading; null while it loads. */
  heading: ReactNode | null;
  /** Where the back arrow goes, and what it says to screen readers. */
  back: { to: string; label: string };
  insightsTo: string;
  tabs: ScopeTab[];
  /** What the tab bar is called for screen readers. */
  tabsLabel: string;
}

/**
 * The header of a season's or an episode's pages: a back link, the heading, an Insights link,
 * and a tab bar of links (each tab its own URL), wrapping on a narrow screen.
 */
export function ScopeHeader({ heading, back, insightsTo, tabs, tabsLabel }: ScopeHeaderProps) {
  const { trans } = useTrans();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton component={Link} to={back.to} aria-label={back.label}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {heading ?? <Skeleton width={200} />}
        </Typography>
        <Button component={Link} to={insightsTo} startIcon={<InsightsOutlined />}>
          {trans('Insights')}
        </Button>
      </Box>
      <LinkTabs label={tabsLabel} value={current?.to ?? false} tabs={tabs} />
    </Box>
  );
}
