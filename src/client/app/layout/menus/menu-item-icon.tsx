import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';

/** The icon names menus may use; unknown names render nothing. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  settings: SettingsOutlined,
  dashboard: DashboardOutlined,
  person: PersonOutlined,
  logout: LogoutOutlined,
  home: HomeOutlined,
  notifications: NotificationsOutlined,
  billing: CreditCardOutlined,
  payment: CreditCardOutlined,
  list: ListAltOutlined,
  movie: MovieOutlined,
  tv: TvOutlined,
  bookmark: BookmarkBorderOutlined,
};

interface MenuItemIconProps extends Omit<SvgIconProps, 'name'> {
  name: string | null | undefined;
}

export function MenuItemIcon({ name, ...props }: MenuItemIconProps) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon fontSize="small" aria-hidden {...props} /> : null;
}
