import { useId, useState, type MouseEvent } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useTrans } from '../../../i18n/trans';
import { lazyOverlay } from '../../../ui/overlays/lazy-overlays';
import { useMenuItems } from '../menus/custom-menu';

const NavbarMobileMenuList = lazyOverlay(() => import('./navbar-mobile-menu-list'));

interface NavbarMobileMenuProps {
  /** Visitors get Login and Register here instead of separate buttons. */
  showGuestLinks: boolean;
}

/** Below 768 px the navbar menu (and the guest buttons) collapse behind a hamburger button. */
export function NavbarMobileMenu({ showGuestLinks }: NavbarMobileMenuProps) {
  const { trans } = useTrans();
  const items = useMenuItems('navbar');
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();

  if (!items.length && !showGuestLinks) return null;

  const open = anchorEl !== null;
  return (
    <>
      <IconButton
        id={buttonId}
        edge="start"
        color="inherit"
        aria-label={trans('Open menu')}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <NavbarMobileMenuList
        id={menuId}
        buttonId={buttonId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        items={items}
        showGuestLinks={showGuestLinks}
      />
    </>
  );
}
