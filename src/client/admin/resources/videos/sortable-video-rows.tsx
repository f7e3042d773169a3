import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { CATEGORY_CHOICES, formatDuration, type AdminVideoRecord } from './video-record';
import { VideoThumbnail } from './video-thumbnail';

export interface SortableVideoRowsProps {
  videos: AdminVideoRecord[];
  /** The new order of every video shown, after a drag or a keyboard move. */
  onReorder: (videos: AdminVideoRecord[]) => void;
  editPath: (video: AdminVideoRecord) => string;
  insightsPath: (video: AdminVideoRecord) => string;
  onDelete?: (video: AdminVideoRecord) => void;
  disabled?: boolean;
}

/**
 * A scope's videos in order, each with a handle that moves it by drag or by keyboard (focus the
 * handle, Space to pick up, arrows to move, Space to drop, Escape to cancel); screen readers
 * hear each step.
 */
export function SortableVideoRows({ videos, onReorder, disabled, ...row }: SortableVideoRowsProps) {
  const { trans } = useTrans();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => videos.find((video) => video.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    videos.findIndex((video) => video.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      trans('Picked up :name, position :position of :count.', {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count: videos.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? trans(':name moved to position :position of :count.', {
            name: nameOf(active.id),
            position: positionOf(over.id),
            count: videos.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      trans(':name dropped at position :position of :count.', {
        name: nameOf(active.id),
        position: positionOf(over?.id ?? active.id),
        count: videos.length,
      }),
    onDragCancel: ({ active }) => trans('Moving :name was cancelled.', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = videos.findIndex((video) => video.id === active.id);
    const to = videos.findIndex((video) => video.id === over.id);
    onReorder(arrayMove(videos, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: trans(
            'To move a video, press Space, move it with the arrow keys, then press Space to drop it or Escape to cancel.',
          ),
        },
      }}
    >
      <SortableContext
        items={videos.map((video) => video.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {videos.map((video) => (
            <SortableVideoRow key={video.id} video={video} disabled={disabled} {...row} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

type RowProps = Omit<SortableVideoRowsProps, 'videos' | 'onReorder'> & { video: AdminVideoRecord };

function SortableVideoRow({ video, editPath, insightsPath, onDelete, disabled }: RowProps) {
  const { trans } = useTrans();
  const sortable = useSortable({ id: video.id, disabled });
  const category = CATEGORY_CHOICES.find((choice) => choice.id === video.category)?.name;
  const details = [
    category ? trans(category) : video.category,
    video.source.toUpperCase(),
    formatDuration(video.duration),
    trans(':count plays', { count: video.plays_count }),
  ].filter(Boolean);
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        boxShadow: sortable.isDragging ? 4 : 'none',
      }}
    >
      <IconButton
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={trans('Move :name', { name: video.name })}
        disabled={disabled}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
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
            to={editPath(video)}
            aria-label={trans('Edit :name', { name: video.name })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={trans('Insights')}>
          <IconButton
            component={Link}
            to={insightsPath(video)}
            aria-label={trans('Insights of :name', { name: video.name })}
          >
            <InsightsOutlined />
          </IconButton>
        </Tooltip>
        {onDelete && (
          <Tooltip title={trans('Delete')}>
            <IconButton
              onClick={() => onDelete(video)}
              aria-label={trans('Delete :name', { name: video.name })}
            >
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}
