import { useCallback, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VideoWithTitle, WatchPageResponse } from '@common/catalogue/catalogue-types';
import { episodeUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { videoProvider } from '@common/catalogue/video-provider';
import { parseRouteId } from '@common/catalogue/route-id';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { AdSlot } from '../shared/ad-slot';
import { useLanguageName } from '../shared/format';
import { formatDuration } from '../titles/catalogue-format';
import { MediaImage } from '../shared/media-image';
import { QueryErrorPage } from '../shared/query-error';
import { RatingBadge } from '../shared/rating-badge';
import { useApiQuery } from '../shared/use-api-query';
import { playerBoxSx, VideoPlayer } from './video-player';
import { CATEGORY_LABELS, WatchSidebar } from './watch-sidebar';

/** POST videos/{id}/plays once per page view of a video, when its playback starts. */
function useRecordPlay(videoId: number | undefined) {
  const recorded = useRef<number | null>(null);
  const { mutate } = useMutation({
    mutationFn: (id: number) => apiClient.post<{ ok: true }>(`videos/${id}/plays`),
  });
  return useCallback(() => {
    if (!videoId || recorded.current === videoId) return;
    recorded.current = videoId;
    mutate(videoId);
  }, [videoId, mutate]);
}

function VideoInfo({ video }: { video: VideoWithTitle }) {
  const { trans } = useTrans();
  const languageName = useLanguageName();
  const { title, episode } = video;
  const season = episode?.season_number ?? video.season_number;
  const episodeNumber = episode?.episode_number ?? video.episode_number;
  const provider = videoProvider(video);
  const chips = [
    trans(CATEGORY_LABELS[video.category]),
    provider ? trans('Plays on :provider', { provider }) : null,
    video.quality,
    video.language ? languageName(video.language) : null,
    formatDuration(video.duration),
  ].filter((value): value is string => Boolean(value));
  return (
    <Box sx={{ px: { xs: 2, md: 0 } }}>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: 22, md: 28 }, lineHeight: 1.25 }}
      >
        {video.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {chips.map((chip) => (
          <Chip key={chip} label={chip} size="small" variant="outlined" />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '72px minmax(0, 1fr)',
          gap: 2,
          alignItems: 'center',
          mt: 3,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <MediaImage src={title.poster} alt="" kind="poster" />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={titleUrl(title)}
            sx={{ fontWeight: 700, fontSize: 18 }}
            color="inherit"
          >
            {title.name}
          </Link>
          {title.year ? (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              ({title.year})
            </Typography>
          ) : null}
          {episode && season !== null && episodeNumber !== null ? (
            <Typography sx={{ mt: 0.25 }}>
              <Link component={RouterLink} to={episodeUrl(title, season, episodeNumber)}>
                <Trans
                  message="Season :season, episode :episode: :name"
                  values={{ season, episode: episodeNumber, name: episode.name }}
                />
              </Link>
            </Typography>
          ) : null}
          <Box sx={{ mt: 0.5 }}>
            <RatingBadge rating={title.rating} source={title.rating_source} size="medium" />
          </Box>
        </Box>
      </Box>
      {video.description ? (
        <Typography sx={{ mt: 3, whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {video.description}
        </Typography>
      ) : null}
    </Box>
  );
}

function WatchSkeleton() {
  return (
    <>
      <Box>
        <Skeleton
          variant="rectangular"
          sx={{ ...playerBoxSx, height: 'auto', bgcolor: undefined }}
        />
        <Box sx={{ px: { xs: 2, md: 0 }, mt: 3 }}>
          <Skeleton width="60%" sx={{ fontSize: 28 }} />
          <Skeleton width={220} />
        </Box>
      </Box>
      <Box aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Box
            key={index}
            sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 1.5, p: 1 }}
          >
            <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '16 / 9' }} />
            <Box>
              <Skeleton />
              <Skeleton width="50%" />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * Route watch/{videoId} (spec 2.8): the player, ads.watch_top right below it, the video's title
 * and episode, and the title's other videos or the season's episodes beside it (below on phones).
 */
export function WatchPage() {
  const { videoId } = useParams();
  const id = parseRouteId(videoId);
  const query = useApiQuery<WatchPageResponse>(`videos/${id ?? 0}`, {}, { enabled: id !== null });
  const video = query.data?.video;
  useDocumentTitle(video ? `${video.name} - ${video.title.name}` : null);
  const recordPlay = useRecordPlay(video?.id);

  if (id === null) return <NotFoundPage />;
  if (query.isError) return <QueryErrorPage error={query.error} />;

  return (
    <Container maxWidth={false} sx={{ maxWidth: 1760, py: { xs: 0, md: 3 }, px: { xs: 0, md: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 340px',
            lg: 'minmax(0, 1fr) 400px',
          },
          gap: { xs: 3, md: 3 },
          alignItems: 'start',
        }}
      >
        {!query.data || !video ? (
          <WatchSkeleton />
        ) : (
          <>
            <Box sx={{ minWidth: 0 }}>
              <VideoPlayer
                video={video}
                poster={video.episode?.poster ?? video.title.backdrop}
                onPlay={recordPlay}
              />
              <Box sx={{ px: { xs: 2, md: 0 } }}>
                <AdSlot slot="watch_top" />
              </Box>
              <Box sx={{ mt: 2 }}>
                <VideoInfo video={video} />
              </Box>
            </Box>
            <Box sx={{ px: { xs: 1, md: 0 }, pb: { xs: 4, md: 0 } }}>
              <WatchSidebar current={video} videos={query.data.related} />
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
