import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import { ChooseFilesButton } from './choose-files-button';
import { FieldUploadProgress } from './field-upload-progress';
import { moveItem } from './move-item';
import { UploadFieldFrame } from './upload-field-frame';
import type { UploadFieldProps } from './upload-field-props';
import { UPLOAD_KINDS } from './upload-kinds';
import { useFieldUploads } from './use-field-uploads';
import { useFileUrl } from './use-file-url';

type Direction = 'earlier' | 'later';

/**
 * Several images in order: upload many at once, reorder by dragging a tile or with its move
 * buttons (keyboard), remove one. The order is the value's order.
 */
export function GalleryUploadField({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: UploadFieldProps<string[]>) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  // uploads finish one by one, possibly before the form re-renders with the last one added
  const current = useRef(value);
  current.current = value;
  const change = (next: string[]) => {
    current.current = next;
    onChange(next);
  };
  const uploads = useFieldUploads('gallery', (entry) => {
    if (!current.current.includes(entry.url)) change([...current.current, entry.url]);
  });
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<{ url: string; direction: Direction } | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // the moved tile's button keeps focus, or its other move button once it reached an end
  useEffect(() => {
    if (!refocus || !list.current) return;
    const tile = [...list.current.children].find(
      (child) => (child as HTMLElement).dataset.url === refocus.url,
    );
    const buttons = ['earlier', 'later'].map((direction) =>
      tile?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]`),
    );
    const preferred = buttons[refocus.direction === 'earlier' ? 0 : 1];
    (preferred && !preferred.disabled ? preferred : buttons.find((b) => b && !b.disabled))?.focus();
    setRefocus(null);
  }, [refocus, value]);

  const move = (from: number, to: number, direction?: Direction) => {
    if (to < 0 || to >= value.length || from === to) return;
    const url = value[from]!;
    change(moveItem(value, from, to));
    setAnnouncement(
      trans('Image moved to position :position of :count', {
        position: String(to + 1),
        count: String(value.length),
      }),
    );
    if (direction) setRefocus({ url, direction });
  };

  return (
    <UploadFieldFrame
      label={label}
      uploads={uploads}
      error={error}
      helperText={helperText}
      disabled={disabled}
    >
      {value.length ? (
        <Box
          component="ul"
          ref={list}
          aria-label={label}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {value.map((url, index) => (
            <Box
              component="li"
              key={url}
              data-url={url}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', url);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                move(dragged, index);
                setDragged(null);
              }}
              sx={{
                position: 'relative',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'action.hover',
                opacity: dragged === index ? 0.4 : 1,
                cursor: disabled ? undefined : 'grab',
              }}
            >
              <Box
                component="img"
                src={fileUrl(url)}
                alt={trans('Image :position of :count', {
                  position: String(index + 1),
                  count: String(value.length),
                })}
                draggable={false}
                sx={{ display: 'block', width: 1, aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  bgcolor: 'background.paper',
                }}
              >
                <Tooltip title={trans('Move earlier')}>
                  <span>
                    <IconButton
                      size="small"
                      data-move="earlier"
                      disabled={disabled || index === 0}
                      aria-label={trans('Move image :position earlier', {
                        position: String(index + 1),
                      })}
                      onClick={() => move(index, index - 1, 'earlier')}
                    >
                      <ArrowBackOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={trans('Move later')}>
                  <span>
                    <IconButton
                      size="small"
                      data-move="later"
                      disabled={disabled || index === value.length - 1}
                      aria-label={trans('Move image :position later', {
                        position: String(index + 1),
                      })}
                      onClick={() => move(index, index + 1, 'later')}
                    >
                      <ArrowForwardOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={trans('Remove')}>
                  <span>
                    <IconButton
                      size="small"
                      color="error"
                      disabled={disabled}
                      aria-label={trans('Remove image :position', { position: String(index + 1) })}
                      onClick={() => change(value.filter((_, other) => other !== index))}
                    >
                      <CloseOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={visuallyHidden} aria-live="polite">
        {announcement}
      </Box>
      <FieldUploadProgress uploads={uploads.running} />
      <Box>
        <ChooseFilesButton
          variant="outlined"
          size="small"
          disabled={disabled}
          multiple
          accept={UPLOAD_KINDS.gallery.accept}
          onFiles={uploads.start}
          aria-label={trans('Add images to :label', { label })}
        >
          {trans('Add images')}
        </ChooseFilesButton>
      </Box>
    </UploadFieldFrame>
  );
}
