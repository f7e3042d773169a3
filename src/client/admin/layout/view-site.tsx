import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';

/** The public site's home, outside the admin's base. */
const SITE_HOME = '/';

/** The app bar's way back to the public site. */
export function ViewSiteButton() {
  const { trans } = useTrans();
  return (
    <Button component={Link} to={SITE_HOME} color="inherit" startIcon={<HomeOutlined />}>
      {trans('View site')}
    </Button>
  );
}

/** The same, as the user menu's first item; MUI's menu passes it focus props. */
export function ViewSiteMenuItem(
  props: Pick<MenuItemProps, 'autoFocus' | 'tabIndex' | 'className'>,
) {
  const { trans } = useTrans();
  const userMenu = useUserMenu();
  return (
    <MenuItem {...props} component={Link} to={SITE_HOME} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <HomeOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{trans('View site')}</ListItemText>
    </MenuItem>
  );
}
