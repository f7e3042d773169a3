import type { MouseEvent } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Trans, useTrans } from '@client/i18n/trans';
import type { AccountSection } from '../account-sections';
import { SECTION_SCROLL_MARGIN } from '../account-panel';
import { scrollToSection } from './scroll-to-section';
import { useActiveSection } from './use-active-section';

interface AccountSideMenuProps {
  sections: readonly AccountSection[];
}

/** Spec 2.5: the sticky list of sections on large screens; a click scrolls to the section. */
export function AccountSideMenu({ sections }: AccountSideMenuProps) {
  const { trans } = useTrans();
  const { active, select } = useActiveSection(sections.map((section) => section.id));

  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    select(id);
    if (scrollToSection(id)) window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <List
      component="nav"
      aria-label={trans('Account settings')}
      dense
      sx={{ position: 'sticky', top: SECTION_SCROLL_MARGIN, p: 0 }}
    >
      {sections.map((section) => (
        <ListItemButton
          key={section.id}
          component="a"
          href={`#${section.id}`}
          selected={active === section.id}
          aria-current={active === section.id ? 'location' : undefined}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => open(event, section.id)}
          sx={{ borderRadius: 1, mb: 0.5 }}
        >
          <ListItemText primary={<Trans message={section.label} />} />
        </ListItemButton>
      ))}
    </List>
  );
}
