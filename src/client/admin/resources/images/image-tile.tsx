import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import type { AdminImageRecord } from '@common/api/admin-images';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';

export type TitleArt = 'poster' | 'backdrop';

interface ImageTileProps {
  image: AdminImageRecord;
  /** Its place in the gallery, for its name ("Image 3"). */
  name: string;
  controls: ReactNode;
  /** Which of the title's poster and backdrop it is now. */
  current: TitleArt[];
  /** Offered for a title's gallery only. */
  onSetArt?: (art: TitleArt) => void;
  onDelete: () => void;
}

/** One gallery image: preview, its type, poster/backdrop choice, remove, reorder controls. */
export function ImageTile({ image, name, controls, current, onSetArt, onDelete }: ImageTileProps) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const typeLabels: Record<AdminImageRecord['type'], string> = {
    poster: trans('Poster'),
    backdrop: trans('Backdrop'),
    still: trans('Still'),
    profile: trans('Profile'),
  };
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', height: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={fileUrl(image.url)}
        alt={name}
        loading="lazy"
        sx={{
          width: 1,
          aspectRatio: '2 / 3',
          objectFit: 'cover',
          bgcolor: 'action.hover',
          display: 'block',
        }}
      />
      <Box sx={{ p: 1, display: 'grid', gap: 0.5, flex: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={typeLabels[image.type]} variant="outlined" />
          {current.includes('poster') ? (
            <Chip size="small" color="primary" label={trans('Current poster')} />
          ) : null}
          {current.includes('backdrop') ? (
            <Chip size="small" color="primary" label={trans('Current backdrop')} />
          ) : null}
        </Box>
        {onSetArt ? (
          <>
            <Button
              size="small"
              disabled={current.includes('poster')}
              onClick={() => onSetArt('poster')}
            >
              {trans('Set as poster')}
            </Button>
            <Button
              size="small"
              disabled={current.includes('backdrop')}
              onClick={() => onSetArt('backdrop')}
            >
              {trans('Set as backdrop')}
            </Button>
          </>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {controls}
          <IconButton size="small" onClick={onDelete} aria-label={trans('Remove :name', { name })}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Paper>
  );
}
