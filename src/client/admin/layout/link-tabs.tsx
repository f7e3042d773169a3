import { Tab, Tabs, type SxProps, type Theme } from '@mui/material';
// react-admin's router links come from react-router-dom (see admin-app.tsx).
import { Link } from 'react-router-dom';

export interface LinkTab {
  label: string;
  /** The tab's full admin path (with the basename); each tab is its own URL. */
  to: string;
}

interface LinkTabsProps {
  tabs: LinkTab[];
  /** The selected tab's `to`, or false when none is. */
  value: string | false;
  /** What the bar is called for screen readers ('Title sections'). */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * A bar of tab links, scrolled sideways when it does not fit. Its width never comes from its
 * tabs: react-admin's layout is as wide as its content's minimum, so a bar of many tabs would
 * otherwise widen the whole page past a phone's screen instead of scrolling inside it.
 */
export function LinkTabs({ tabs, value, label, sx }: LinkTabsProps) {
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={[{ contain: 'inline-size' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
