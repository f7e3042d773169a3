import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { VideoWithTitle } from '@common/catalogue/catalogue-types';
import { watchUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { accentColor } from '../shared/accent-color';
import { focusRing } from '@client/ui/focus-ring';
import { formatDuration } from '../titles/catalogue-format';
import { MediaImage } from '../shared/media-image';

/** 'S1 · E3' for an episode's video, else the video's category ('Trailer'). */
export function useVideoLabel() {
  const { trans } = useTrans();
  return (
    video: Pick<VideoWithTitle, 'episode' | 'season_number' | 'episode_number' | 'category'>,
  ) => {
    const season = video.episode?.season_number ?? video.season_number;
    const episode = video.episode?.episode_number ?? video.episode_number;
    if (season !== null && episode !== null) {
      return trans('S:season · E:episode', { season, episode });
    }
    if (season !== null) return trans('Season :number', { number: season });
    return trans(CATEGORY_LABELS[video.category]);
  };
}

export const CATEGORY_LABELS = { trailer: 'Trailer', clip: 'Clip', full: 'Full video' } as const;

function SidebarItem({ video, current }: { video: VideoWithTitle; current: boolean }) {
  const label = useVideoLabel()(video);
  const duration = formatDuration(video.duration);
  return (
    <Link
      component={RouterLink}
      to={watchUrl(video)}
      underline="none"
      color="inherit"
      aria-current={current ? 'page' : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '160px minmax(0, 1fr)',
        gap: 1.5,
        p: 1,
        borderRadius: 1.5,
        alignItems: 'start',
        bgcolor: current ? 'action.selected' : 'transparent',
        boxShadow: current ? (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` : 'none',
        ...focusRing,
        '&:hover': { bgcolor: current ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <MediaImage
          src={video.thumbnail ?? video.episode?.poster ?? video.title.backdrop}
          alt=""
          kind="still"
        />
        {current ? (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.45)',
              color: '#fff',
              borderRadius: 1,
            }}
          >
            <PlayArrowIcon />
          </Box>
        ) : null}
        {duration ? (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              right: 4,
              bottom: 4,
              px: 0.5,
              borderRadius: 0.5,
              fontSize: 12,
              fontWeight: 600,
              bgcolor: 'rgba(0,0,0,0.8)',
              color: '#fff',
            }}
          >
            {duration}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h3"
          sx={{
            fontWeight: 600,
            fontSize: 14,
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {video.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.25 }}>
          {label}
        </Typography>
        {current ? (
          <Typography sx={{ fontSize: 12, fontWeight: 700, color: accentColor, mt: 0.25 }}>
            <Trans message="Now playing" />
          </Typography>
        ) : null}
      </Box>
    </Link>
  );
}

interface WatchSidebarProps {
  current: VideoWithTitle;
  videos: VideoWithTitle[];
}

/** The title's other videos, or the season's episodes, with the one playing highlighted. */
export function WatchSidebar({ current, videos }: WatchSidebarProps) {
  const list = videos.some((video) => video.id === current.id) ? videos : [current, ...videos];
  return (
    <Box component="aside" aria-labelledby="watch-sidebar-heading">
      <Typography
        id="watch-sidebar-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: 18, mb: 1.5, px: { xs: 0, md: 1 } }}
      >
        {current.episode ? <Trans message="Episodes" /> : <Trans message="More videos" />}
      </Typography>
      <Box role="list" sx={{ display: 'grid', gap: 0.5 }}>
        {list.map((video) => (
          <Box role="listitem" key={video.id}>
            <SidebarItem video={video} current={video.id === current.id} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
