import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { Video, VideoCategory } from '@common/catalogue/catalogue-types';
import { watchUrl } from '@common/catalogue/catalogue-urls';
import { videoProvider } from '@common/catalogue/video-provider';
import { useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { episodeLabel, formatDuration } from './catalogue-format';
import { PageSection } from './ui/page-section';
import { Scroller } from './ui/scroller';
import { focusRing } from '@client/ui/focus-ring';

export const VIDEO_CARD_WIDTH = { xs: 260, md: 320 };

export const CATEGORY_LABELS: Record<VideoCategory, string> = {
  trailer: 'Trailer',
  clip: 'Clip',
  full: 'Full video',
};

/** A video as a 16:9 thumbnail with a play mark and its length, linking to the watch page. */
export function VideoCard({ video, headingLevel = 3 }: { video: Video; headingLevel?: 2 | 3 }) {
  const { trans } = useTrans();
  const duration = formatDuration(video.duration);
  const provider = videoProvider(video);
  const meta = [
    trans(CATEGORY_LABELS[video.category]),
    video.season_number !== null && video.episode_number !== null
      ? episodeLabel(video.season_number, video.episode_number)
      : null,
    video.quality ? video.quality.toUpperCase() : null,
    provider ? trans('Plays on :provider', { provider }) : null,
  ].filter(Boolean);
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={watchUrl(video)}
        sx={{
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          ...focusRing,
          '&:hover .play-mark, &:focus-visible .play-mark': {
            transform: 'translate(-50%, -50%) scale(1.1)',
            bgcolor: 'primary.main',
          },
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <MediaImage src={video.thumbnail} alt="" kind="still" />
          <Box
            className="play-mark"
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              color: '#fff',
              border: '2px solid rgba(255, 255, 255, 0.85)',
              transition: 'transform 150ms, background-color 150ms',
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 32 }} />
          </Box>
          {duration ? (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                right: 8,
                bottom: 8,
                px: 0.75,
                borderRadius: 0.5,
                bgcolor: 'rgba(0, 0, 0, 0.75)',
                color: '#fff',
                fontSize: 12,
                fontWeight: 600,
                lineHeight: '20px',
              }}
            >
              {duration}
            </Box>
          ) : null}
        </Box>
        <Typography
          component={headingLevel === 2 ? 'h2' : 'h3'}
          sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.35, mt: 1 }}
          noWrap
          title={video.name}
        >
          {video.name}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {meta.join(' • ')}
      </Typography>
    </Box>
  );
}

/** A row of videos with a link to the page of all of them. */
export function VideosRow({ videos, allUrl }: { videos: Video[]; allUrl: string }) {
  const { trans } = useTrans();
  if (!videos.length) return null;
  return (
    <PageSection title="Videos" more={{ to: allUrl, label: 'View all videos' }}>
      <Scroller label={trans('Videos')} itemWidth={VIDEO_CARD_WIDTH}>
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
      </Scroller>
    </PageSection>
  );
}
