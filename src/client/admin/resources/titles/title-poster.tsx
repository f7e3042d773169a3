import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { Avatar } from '@mui/material';
import { useFileUrl } from '../../uploads';

export interface TitlePosterProps {
  poster: string | null | undefined;
  /** Width in px; the height keeps the 2:3 poster ratio. */
  width?: number;
}

/** A title's poster as a small thumbnail (a placeholder icon without one). */
export function TitlePoster({ poster, width = 32 }: TitlePosterProps) {
  const fileUrl = useFileUrl();
  return (
    <Avatar
      variant="rounded"
      src={poster ? fileUrl(poster) : undefined}
      alt=""
      sx={{ width, height: Math.round(width * 1.5) }}
    >
      <MovieOutlined fontSize="small" />
    </Avatar>
  );
}
