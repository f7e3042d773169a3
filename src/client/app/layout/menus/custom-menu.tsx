import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MenuItem } from '@common/menus/menu';
import { Trans, useTrans } from '../../../i18n/trans';
import { useBootstrapData } from '../../bootstrap-store';
import { MenuItemIcon } from './menu-item-icon';
import { MenuItemLink } from './menu-item-link';
import { isMenuItemVisible, menuItemsForPosition, resolveMenuAction } from './menu-item-visibility';

/** Visible items of every menu at the position, with the {currentUserId} placeholder filled. */
export function useMenuItems(position: string): MenuItem[] {
  const { settings, user, guest_role } = useBootstrapData();
  return useMemo(() => {
    const ctx = { user, guestRole: guest_role, settings };
    return menuItemsForPosition(settings.menus, position)
      .filter((item) => isMenuItemVisible(item, ctx))
      .map((item) => ({ ...item, action: resolveMenuAction(item.action, user?.id) }));
  }, [settings, user, guest_role, position]);
}

interface CustomMenuProps {
  position: string;
  /** When given, the list is wrapped in a <nav> landmark with this (translated) label. */
  label?: string;
  variant?: 'horizontal' | 'vertical';
  itemSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
  onItemClick?: () => void;
}

/** The visible items of the menus at a position, as a list of links; nothing when none is visible. */
export function CustomMenu({
  position,
  label,
  variant = 'horizontal',
  itemSx,
  sx,
  onItemClick,
}: CustomMenuProps) {
  const items = useMenuItems(position);
  const { trans } = useTrans();
  if (!items.length) return null;

  const list = (
    <Box
      component="ul"
      data-menu-position={position}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: variant === 'vertical' ? 'column' : 'row',
          flexWrap: 'wrap',
          alignItems: variant === 'vertical' ? 'flex-start' : 'center',
          columnGap: 2.5,
          rowGap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => (
        <li key={item.id}>
          <Link
            component={MenuItemLink}
            item={item}
            color="inherit"
            onClick={onItemClick}
            sx={[
              {
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                py: 0.5,
                '&.active': { fontWeight: 600 },
              },
              ...(Array.isArray(itemSx) ? itemSx : [itemSx]),
            ]}
          >
            <MenuItemIcon name={item.icon} />
            <Trans message={item.label} />
          </Link>
        </li>
      ))}
    </Box>
  );
  return label ? <nav aria-label={trans(label)}>{list}</nav> : list;
}
