import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { MenuItem as MenuItemData } from '@common/menus/menu';
import { Trans } from '../../../i18n/trans';
import { MenuItemIcon } from './menu-item-icon';
import { MenuItemLink } from './menu-item-link';

interface MenuDropdownItemsProps {
  items: MenuItemData[];
  /** Called after an item is chosen, usually to close the dropdown. */
  onItemClick?: () => void;
}

/** Custom menu items as entries of an MUI <Menu>. */
export function MenuDropdownItems({ items, onItemClick }: MenuDropdownItemsProps) {
  return items.map((item) => (
    <MenuItem key={item.id} component={MenuItemLink} item={item} onClick={onItemClick}>
      {item.icon ? (
        <ListItemIcon>
          <MenuItemIcon name={item.icon} />
        </ListItemIcon>
      ) : null}
      <ListItemText>
        <Trans message={item.label} />
      </ListItemText>
    </MenuItem>
  ));
}
