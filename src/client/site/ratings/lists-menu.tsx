import { useState } from 'react';
import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import type { TitleCard, UserList } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { useApiQuery } from '../shared/use-api-query';
import { useToggleListItem } from './use-viewer-state';

/** The viewer's lists in the menu: one page of the most recent ones. */
export const MENU_LISTS_PARAMS = { perPage: 50 };

export interface ListsMenuProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  title: TitleCard;
  /** Lists holding the title according to the server, when it says. */
  listIds: number[] | undefined;
}

/**
 * The 'Add to list' menu: the viewer's lists with a checkmark on those holding the title, and
 * 'New list'. A chunk of its own, loaded once the page is idle (AddToListMenu).
 */
export default function ListsMenu({ anchorEl, open, onClose, title, listIds }: ListsMenuProps) {
  const { trans } = useTrans();
  const { hasPermission } = useAuth();
  const navigate = useNavigate();
  // What the viewer changed here, over what the server said (it may not report memberships).
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const lists = useApiQuery<PaginationResponse<UserList>>('lists', MENU_LISTS_PARAMS, {
    enabled: open,
  });
  const toggle = useToggleListItem(title.id);
  const contains = (list: UserList) => changed[list.id] ?? listIds?.includes(list.id) ?? false;

  const onToggle = (list: UserList) => {
    const add = !contains(list);
    const before = changed[list.id];
    setChanged((current) => ({ ...current, [list.id]: add }));
    toggle.mutate(
      { listId: list.id, listName: list.name, add },
      {
        onError: () =>
          setChanged((current) => {
            const next = { ...current };
            if (before === undefined) delete next[list.id];
            else next[list.id] = before;
            return next;
          }),
      },
    );
  };

  return (
    <Menu
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)', maxHeight: 420 } },
        list: { 'aria-label': trans('Your lists') },
      }}
    >
      {lists.isPending
        ? [0, 1, 2].map((index) => (
            <MenuItem key={`skeleton-${index}`} disabled>
              <Skeleton variant="text" sx={{ width: 160, fontSize: 16 }} />
            </MenuItem>
          ))
        : null}
      {lists.isError ? (
        <MenuItem disabled>
          <Trans message="There was an issue. Please try again." />
        </MenuItem>
      ) : null}
      {lists.data?.data.length === 0 ? (
        <MenuItem disabled>
          <Trans message="You have no lists yet" />
        </MenuItem>
      ) : null}
      {lists.data?.data.map((list) => {
        const checked = contains(list);
        return (
          <MenuItem
            key={list.id}
            role="menuitemcheckbox"
            aria-checked={checked}
            onClick={() => onToggle(list)}
          >
            <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText
              primary={list.name}
              secondary={trans(':count title |||| :count titles', { count: list.items_count })}
              slotProps={{ primary: { noWrap: true } }}
            />
          </MenuItem>
        );
      })}
      {hasPermission('lists.create') ? <Divider /> : null}
      {hasPermission('lists.create') ? (
        <MenuItem
          onClick={() => {
            onClose();
            navigate('/lists/new', { state: { titles: [title] } });
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={trans('New list')} />
        </MenuItem>
      ) : null}
    </Menu>
  );
}
