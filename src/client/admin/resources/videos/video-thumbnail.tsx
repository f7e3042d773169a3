import Box from '@mui/material/Box';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { useFileUrl } from '../../uploads/use-file-url';

/** A video's thumbnail in lists (decorative: the name beside it says which video it is). */
export function VideoThumbnail({ src, width = 96 }: { src: string | null; width?: number }) {
  const fileUrl = useFileUrl();
  const frame = {
    width,
    aspectRatio: '16 / 9',
    flexShrink: 0,
    borderRadius: 1,
    bgcolor: 'action.hover',
  } as const;
  if (!src)
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center' }}>
        <PlayCircleOutline color="disabled" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={fileUrl(src)}
      alt=""
      loading="lazy"
      sx={{ ...frame, objectFit: 'cover', display: 'block' }}
    />
  );
}
