import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { Trans } from '@client/i18n/trans';
import { lazyOverlay } from '@client/ui/overlays/lazy-overlays';

const ListsMenu = lazyOverlay(() => import('./lists-menu'));

interface AddToListMenuProps {
  title: TitleCard;
  /** Lists holding the title according to the server, when it says. */
  listIds: number[] | undefined;
  disabled?: boolean;
}

/** 'Add to list': opens the menu of the viewer's lists (ListsMenu). */
export function AddToListMenu({ title, listIds, disabled }: AddToListMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<PlaylistAddIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 44, borderRadius: 999, px: 2.25, fontWeight: 600 }}
      >
        <Trans message="Add to list" />
      </Button>
      <ListsMenu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        title={title}
        listIds={listIds}
      />
    </>
  );
}
