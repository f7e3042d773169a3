import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { reportedItems, type ReportedKind } from './report-state';

interface ReportMenuProps {
  kind: ReportedKind;
  id: number;
}

/**
 * The "more" menu of someone else's comment or review, for signed-in members: "Report", or
 * "Reported" once they did.
 */
export function ReportMenu({ kind, id }: ReportMenuProps) {
  const { trans } = useTrans();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reported, setReported] = useState(() => reportedItems.has(kind, id));

  const report = async () => {
    setAnchor(null);
    // the dialog (a form with its radios) loads on first use, not with every title page
    const { openReportDialog } = await import('./report-dialog');
    if (await openReportDialog(kind, id)) {
      reportedItems.add(kind, id);
      setReported(true);
      toast('Thanks. The moderators will have a look.');
    }
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={trans(
          kind === 'comment' ? 'More actions for this comment' : 'More actions for this review',
        )}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={reported} onClick={() => void report()}>
          <ListItemIcon>
            <FlagIcon fontSize="small" />
          </ListItemIcon>
          <Trans message={reported ? 'Reported' : 'Report'} />
        </MenuItem>
      </Menu>
    </>
  );
}
