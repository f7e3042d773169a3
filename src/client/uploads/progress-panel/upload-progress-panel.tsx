import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import type { ClientUpload } from '../upload-types';
import { useUploadQueue } from '../use-upload-queue';
import { UploadRow } from './upload-row';
import { isActive, uploadSummary } from './upload-summary';
import { useUploadAnnouncements } from './use-upload-announcements';

/**
 * Every upload with its progress, fixed at the bottom right (the full width on a phone), so it
 * stays in view while the person moves around the app. Mount it once, in the layout.
 */
export function UploadProgressPanel() {
  const { uploads, abort, retry, clearFinished } = useUploadQueue();
  return (
    <UploadPanelView uploads={uploads} onCancel={abort} onRetry={retry} onClose={clearFinished} />
  );
}

interface UploadPanelViewProps {
  uploads: ClientUpload[];
  onCancel(id: string): void;
  onRetry(id: string): void;
  /** Closing forgets the ended uploads; offered only when none is running. */
  onClose(): void;
}

export function UploadPanelView({ uploads, onCancel, onRetry, onClose }: UploadPanelViewProps) {
  const { trans } = useTrans();
  const [collapsed, setCollapsed] = useState(false);
  const announcements = useUploadAnnouncements(uploads);
  const headingId = useId();
  const listId = useId();

  if (uploads.length === 0) return null;
  const running = uploads.some(isActive);
  const summary = uploadSummary(uploads);

  return (
    <Paper
      component="section"
      elevation={8}
      aria-labelledby={headingId}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.speedDial,
        right: { xs: 0, sm: 16 },
        bottom: { xs: 0, sm: 16 },
        width: { xs: '100%', sm: 380 },
        maxHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 2, pr: 1, py: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flex: 1 }}>
          {trans(summary.message, summary.values)}
        </Typography>
        <IconButton
          size="small"
          aria-label={trans(collapsed ? 'Expand uploads' : 'Collapse uploads')}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? <ExpandLessOutlined /> : <ExpandMoreOutlined />}
        </IconButton>
        {!running && (
          <IconButton size="small" aria-label={trans('Close uploads')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        )}
      </Box>
      <Collapse in={!collapsed} id={listId} sx={{ overflowY: 'auto' }}>
        <List dense disablePadding>
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onCancel={onCancel} onRetry={onRetry} />
          ))}
        </List>
      </Collapse>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcements.map(({ message, values }) => trans(message, values)).join('. ')}
      </Box>
    </Paper>
  );
}
