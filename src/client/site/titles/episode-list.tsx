import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Episode } from '@common/catalogue/catalogue-types';
import { episodeUrl } from '@common/catalogue/catalogue-urls';
import { EmptyState } from '@client/site/shared/empty-state';
import { MediaImage } from '@client/site/shared/media-image';
import { RatingBadge } from '@client/site/shared/rating-badge';
import { formatDate, formatRuntime } from './catalogue-format';
import { FactLine } from './title-hero';
import { useLocale } from './use-locale';

/** The series; its rating's source names its episodes' ratings too, which come with it. */
type TitleRef = { id: number; name: string; rating_source: string | null };

/** One episode: still, number and name (the link), air date, runtime, rating and plot. */
function EpisodeRow({ title, episode }: { title: TitleRef; episode: Episode }) {
  const locale = useLocale();
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: {
          xs: '120px minmax(0, 1fr)',
          sm: '200px minmax(0, 1fr)',
          md: '260px minmax(0, 1fr)',
        },
        gap: { xs: 1.5, md: 3 },
        p: { xs: 1, md: 1.5 },
        mx: { xs: -1, md: -1.5 },
        borderRadius: 2,
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <MediaImage src={episode.poster} alt="" kind="still" />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h3"
          sx={{ fontWeight: 700, fontSize: { xs: 16, md: 18 }, lineHeight: 1.3 }}
        >
          <Box
            component={RouterLink}
            to={episodeUrl(title, episode.season_number, episode.episode_number)}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              outline: 'none',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
            }}
          >
            {episode.episode_number}. {episode.name}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
          {episode.rating !== null ? (
            <RatingBadge rating={episode.rating} source={title.rating_source} />
          ) : null}
          <FactLine
            facts={[
              formatDate(episode.release_date, locale, 'medium'),
              formatRuntime(episode.runtime),
            ]}
          />
        </Box>
        {episode.plot ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 1,
              display: '-webkit-box',
              WebkitLineClamp: { xs: 2, md: 3 },
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {episode.plot}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

export function EpisodeList({ title, episodes }: { title: TitleRef; episodes: Episode[] }) {
  if (!episodes.length) {
    return <EmptyState message="No episodes yet" />;
  }
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1, md: 1.5 } }}
    >
      {episodes.map((episode) => (
        <EpisodeRow key={episode.id} title={title} episode={episode} />
      ))}
    </Box>
  );
}
