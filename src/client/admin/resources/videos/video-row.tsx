import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { CATEGORY_CHOICES, formatDuration, type AdminVideoRecord } from './video-record';
import { VideoThumbnail } from './video-thumbnail';

export interface VideoRowProps {
  video: AdminVideoRecord;
  /** The list's reorder controls (drag handle, move buttons). */
  controls: ReactNode;
  editPath: string;
  insightsPath: string;
  onDelete?: () => void;
}

/** One video of a scope's ordered list: its reorder controls, thumbnail, facts and actions. */
export function VideoRow({ video, controls, editPath, insightsPath, onDelete }: VideoRowProps) {
  const { trans } = useTrans();
  const category = CATEGORY_CHOICES.find((choice) => choice.id === video.category)?.name;
  const details = [
    category ? trans(category) : video.category,
    video.source.toUpperCase(),
    formatDuration(video.duration),
    trans(':count plays', { count: video.plays_count }),
  ].filter(Boolean);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {controls}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <VideoThumbnail src={video.thumbnail} width={96} />
      </Box>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography noWrap>{video.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5}>
        <Tooltip title={trans('Edit')}>
          <IconButton
            component={Link}
            to={editPath}
            aria-label={trans('Edit :name', { name: video.name })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={trans('Insights')}>
          <IconButton
            component={Link}
            to={insightsPath}
            aria-label={trans('Insights of :name', { name: video.name })}
          >
            <InsightsOutlined />
          </IconButton>
        </Tooltip>
        {onDelete && (
          <Tooltip title={trans('Delete')}>
            <IconButton onClick={onDelete} aria-label={trans('Delete :name', { name: video.name })}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}
