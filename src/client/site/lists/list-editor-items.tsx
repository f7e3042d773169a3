import { useEffect, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTrans } from '@client/i18n/trans';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { useImageUrl } from '../shared/media-image';
import { moveItem, type EditorItem } from './list-editor-state';

interface ListEditorItemsProps {
  items: EditorItem[];
  onChange: (items: EditorItem[]) => void;
  onRemove: (item: EditorItem) => void;
}

type FocusTarget = { id: number; button: 'up' | 'down' } | null;

function Thumb({ src }: { src: string | null }) {
  const url = useImageUrl(src);
  return (
    <Box
      sx={{
        width: { xs: 36, sm: 44 },
        aspectRatio: '2 / 3',
        flexShrink: 0,
        borderRadius: 0.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The list's titles in order. Reorder by dragging a row or with its move up/down buttons (the
 * keyboard way; focus follows the moved title and the move is announced); remove with ×.
 */
export function ListEditorItems({ items, onChange, onRemove }: ListEditorItemsProps) {
  const { trans } = useTrans();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focusTarget) return;
    const { id, button } = focusTarget;
    // At the top or bottom the pressed button is disabled: focus its twin instead.
    const preferred = buttons.current.get(`${id}-${button}`);
    const other = buttons.current.get(`${id}-${button === 'up' ? 'down' : 'up'}`);
    (preferred && !preferred.disabled ? preferred : other)?.focus();
    setFocusTarget(null);
  }, [focusTarget, items]);

  const move = (from: number, to: number, button?: 'up' | 'down') => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(
      trans('Moved :name to position :position of :total', {
        name: item.name,
        position: to + 1,
        total: items.length,
      }),
    );
    if (button) setFocusTarget({ id: item.id, button });
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <Box
        component="ol"
        aria-label={trans('Titles in this list')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1,
        }}
      >
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            draggable
            onDragStart={(event: DragEvent) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(item.id));
            }}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over !== index) setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event: DragEvent) => onDrop(event, index)}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1, sm: 1.5 },
              p: 1,
              borderRadius: 1.5,
              border: 1,
              borderColor: over === index && dragging !== index ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
              opacity: dragging === index ? 0.5 : 1,
              transition: 'border-color 120ms',
            }}
          >
            <DragIndicatorIcon
              aria-hidden
              sx={{ color: 'text.disabled', cursor: 'grab', display: { xs: 'none', sm: 'block' } }}
            />
            <Typography
              component="span"
              sx={{ width: 28, textAlign: 'right', color: 'text.secondary', fontWeight: 600 }}
              aria-hidden
            >
              {index + 1}
            </Typography>
            <Thumb src={item.poster} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontWeight: 600 }} title={item.name}>
                {item.name}
              </Typography>
              {item.year ? (
                <Typography variant="body2" color="text.secondary">
                  {item.year}
                </Typography>
              ) : null}
            </Box>
            <IconButton
              size="small"
              aria-label={trans('Move :name up', { name: item.name })}
              disabled={index === 0}
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(`${item.id}-up`, element);
                else buttons.current.delete(`${item.id}-up`);
              }}
              onClick={() => move(index, index - 1, 'up')}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={trans('Move :name down', { name: item.name })}
              disabled={index === items.length - 1}
              ref={(element: HTMLButtonElement | null) => {
                if (element) buttons.current.set(`${item.id}-down`, element);
                else buttons.current.delete(`${item.id}-down`);
              }}
              onClick={() => move(index, index + 1, 'down')}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={trans('Remove :name', { name: item.name })}
              onClick={() => onRemove(item)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
