import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { TitleCard, Video, VideoCategory } from '@common/catalogue/catalogue-types';
import { episodeUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { EmptyState } from '@client/site/shared/empty-state';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { episodeLabel, titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { SubPageHeader, type Crumb } from './page-header';
import { useEpisodePageQuery, useTitlePageQuery } from './queries';
import { videosSource } from './route-params';
import { useSeasonName } from './season-card';
import { VideoCard } from './video-card';
import { PageSection } from './ui/page-section';
import { ListPageSkeleton, QueryError } from './ui/query-state';

const CATEGORY_ORDER: VideoCategory[] = ['trailer', 'clip', 'full'];
const CATEGORY_HEADINGS: Record<VideoCategory, string> = {
  trailer: 'Trailers',
  clip: 'Clips',
  full: 'Full videos',
};

/** Videos in sections by category (trailers, clips, full videos), each in its stored order. */
export function groupVideos(videos: Video[]): { category: VideoCategory; videos: Video[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    videos: videos.filter((video) => video.category === category),
  })).filter((group) => group.videos.length > 0);
}

/** Routes titles/…/videos and titles/…/season/:season/episode/:episode/videos. */
export function TitleVideosPage() {
  const source = videosSource(useParams());
  const titleQuery = useTitlePageQuery(source?.kind === 'title' ? source.titleId : null);
  const episodeQuery = useEpisodePageQuery(
    source?.kind === 'episode' ? source.titleId : null,
    source?.kind === 'episode' ? source.season : null,
    source?.kind === 'episode' ? source.episode : null,
  );
  const query = source?.kind === 'episode' ? episodeQuery : titleQuery;
  const title: TitleCard | undefined = query.data?.title;
  const { trans } = useTrans();
  const seasonName = useSeasonName();
  useCanonicalUrl(title);
  useDocumentTitle(title ? trans(':name: Videos', { name: title.name }) : null);

  if (!source) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!query.data || !title) return <ListPageSkeleton />;

  const crumbs: Crumb[] = [{ label: titleWithYear(title), to: titleUrl(title) }];
  const episodeData = source.kind === 'episode' ? episodeQuery.data : undefined;
  if (episodeData) {
    const { season, episode } = episodeData;
    crumbs.push(
      { label: seasonName(season), to: seasonUrl(title, season.number) },
      {
        label: `${episodeLabel(episode.season_number, episode.episode_number)} · ${episode.name}`,
        to: episodeUrl(title, episode.season_number, episode.episode_number),
      },
    );
  }
  const groups = groupVideos(query.data.videos);
  return (
    <Container component="article" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SubPageHeader title={title} crumbs={crumbs} heading={trans('Videos')} />
      {groups.length ? (
        groups.map((group) => (
          <PageSection key={group.category} title={CATEGORY_HEADINGS[group.category]}>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
                gap: { xs: 3, md: 3 },
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {group.videos.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} />
                </li>
              ))}
            </Box>
          </PageSection>
        ))
      ) : (
        <EmptyState message="No videos yet" />
      )}
    </Container>
  );
}
