import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTrans } from '@client/i18n/trans';
import { moveById, moveByStep } from './reorder-logic';

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** Called with every id in the new order after a drop or a move button. */
  onReorder: (ids: number[]) => void;
  /** How an item is named to screen readers ('Tom Hanks', 'Image 3'). */
  describe: (item: T) => string;
  /** The item's content; `controls` (drag handle, move buttons) go where the item wants them. */
  renderItem: (item: T, controls: ReactNode) => ReactNode;
  layout?: 'list' | 'grid';
  disabled?: boolean;
  /** What the list is, for its accessible name ('Cast'). */
  label: string;
}

/**
 * A list reordered by dragging (pointer or keyboard: space to pick up, arrows, space to drop,
 * each step announced) or with each item's move-earlier and move-later buttons.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  describe,
  renderItem,
  layout = 'list',
  disabled = false,
  label,
}: SortableListProps<T>) {
  const { trans } = useTrans();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: number | string) => {
    const item = items.find((candidate) => candidate.id === Number(id));
    return item ? describe(item) : '';
  };
  const position = (id: number | string) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      trans('Picked up :name, position :position of :total.', {
        name: nameOf(active.id),
        position: position(active.id),
        total: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? trans(':name moved to position :position of :total.', {
            name: nameOf(active.id),
            position: position(over.id),
            total: ids.length,
          })
        : '',
    onDragEnd: ({ active, over }) =>
      over
        ? trans(':name dropped at position :position of :total.', {
            name: nameOf(active.id),
            position: position(over.id),
            total: ids.length,
          })
        : '',
    onDragCancel: ({ active }) => trans('Moving :name was cancelled.', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(moveById(ids, Number(active.id), Number(over.id)));
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
            'To reorder, press space or enter to pick the item up, the arrow keys to move it, space or enter to drop it, escape to cancel.',
          ),
        },
      }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={disabled}
      >
        <Box
          component="ul"
          aria-label={label}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns:
              layout === 'grid' ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
          }}
        >
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={describe(item)}
              grid={layout === 'grid'}
              disabled={disabled}
              first={index === 0}
              last={index === items.length - 1}
              onStep={(step) => onReorder(moveByStep(ids, item.id, step))}
              render={(controls) => renderItem(item, controls)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: number;
  name: string;
  /** In a grid, earlier is left and later is right. */
  grid: boolean;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onStep: (step: -1 | 1) => void;
  render: (controls: ReactNode) => ReactNode;
}

function SortableItem({
  id,
  name,
  grid,
  disabled,
  first,
  last,
  onStep,
  render,
}: SortableItemProps) {
  const { trans } = useTrans();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const controls = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      <Tooltip title={trans('Drag to reorder')}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          disabled={disabled}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={trans('Reorder :name', { name })}
        >
          <DragIndicatorOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        disabled={disabled || first}
        onClick={() => onStep(-1)}
        aria-label={trans('Move :name earlier', { name })}
      >
        {grid ? <ArrowBackOutlined fontSize="small" /> : <ArrowUpwardOutlined fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        disabled={disabled || last}
        onClick={() => onStep(1)}
        aria-label={trans('Move :name later', { name })}
      >
        {grid ? (
          <ArrowForwardOutlined fontSize="small" />
        ) : (
          <ArrowDownwardOutlined fontSize="small" />
        )}
      </IconButton>
    </Box>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      {render(controls)}
    </Box>
  );
}
