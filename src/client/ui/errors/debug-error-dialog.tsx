import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DebugErrorPayload } from '@common/http/responses';
import { Trans } from '../../i18n/trans';
import { Dialog } from '../dialog/dialog';
import { DialogBody } from '../dialog/dialog-body';
import { DialogFooter } from '../dialog/dialog-footer';
import { DialogHeader } from '../dialog/dialog-header';
import { DebugCodeSnippet } from './debug-code-snippet';
import { DebugFrameList } from './debug-frame-list';
import { findFrame, groupIndexOf, initialFrame, type FrameKey } from './debug-frames';
import { downloadDebugLog } from './debug-log';

interface DebugErrorDialogProps {
  payload: DebugErrorPayload;
  /** Controlled use; omit both when opened through openDialog. */
  open?: boolean;
  onClose?: () => void;
}

function initialState(payload: DebugErrorPayload) {
  const key = initialFrame(payload.trace)?.key;
  const group = key === undefined ? undefined : groupIndexOf(key);
  return { key, expanded: new Set(group === undefined ? [] : [group]) };
}

/** Spec 2.1: the full-screen dialog for a server response carrying a debug trace. */
export function DebugErrorDialog({ payload, open, onClose }: DebugErrorDialogProps) {
  const [initial] = useState(() => initialState(payload));
  const [selectedKey, setSelectedKey] = useState<FrameKey | undefined>(initial.key);
  const [expandedGroups, setExpandedGroups] = useState<ReadonlySet<number>>(initial.expanded);

  const toggleGroup = (index: number) =>
    setExpandedGroups((groups) => {
      const next = new Set(groups);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <Dialog size="fullscreenTakeover" open={open} onClose={onClose}>
      <DialogHeader>
        <Trans message="An error occured" />
      </DialogHeader>
      <DialogBody sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: 0 }}>
        <div>
          <Typography
            color="error"
            sx={{ fontFamily: 'monospace', fontSize: 14, fontWeight: 600, wordBreak: 'break-all' }}
          >
            {payload.exception}
          </Typography>
          <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
            {payload.message}
          </Typography>
        </div>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' },
            alignItems: 'start',
            minHeight: 0,
          }}
        >
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: { md: '70vh' },
            }}
          >
            <DebugFrameList
              trace={payload.trace}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              expandedGroups={expandedGroups}
              onToggleGroup={toggleGroup}
            />
          </Box>
          <DebugCodeSnippet frame={findFrame(payload.trace, selectedKey)?.frame} />
        </Box>
      </DialogBody>
      <DialogFooter>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadDebugLog(payload)}
        >
          <Trans message="Download log" />
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
