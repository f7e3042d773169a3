import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { TitlePageResponse, Video } from '@common/catalogue/catalogue-types';
import { channelUrl, watchUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { TitleActions } from '@client/site/ratings/title-actions';
import { MediaImage } from '@client/site/shared/media-image';
import { RatingBadge } from '@client/site/shared/rating-badge';
import { formatCompactNumber, formatDate, formatRuntime } from './catalogue-format';
import { Hero, HeroColumns } from './ui/hero';
import { useLocale } from './use-locale';

/** The trailer the hero's play button opens: the title's own first trailer, else any. */
export function primaryTrailer(videos: Video[]): Video | null {
  const trailers = videos.filter((video) => video.category === 'trailer');
  return trailers.find((video) => video.episode_id === null) ?? trailers[0] ?? null;
}

/**
 * The rating from outside the site, named by its source: 'IMDb ★ 8.3 (198K votes)', shared by
 * title and episode heroes; nothing without one. The members' own average is shown, and named,
 * by the reviews section.
 */
export function RatingLine({
  rating,
  voteCount,
  source = null,
  size = 'large',
}: {
  rating: number | null;
  voteCount: number;
  /** 'IMDb'; null when the rating's source is not known. */
  source?: string | null;
  size?: 'medium' | 'large';
}) {
  const locale = useLocale();
  if (rating === null) return null;
  return (
    <Box
      component="span"
      data-rating-source={source ?? undefined}
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1 }}
    >
      <RatingBadge rating={rating} size={size} source={source} />
      <Typography component="span" variant="body2" color="text.secondary">
        <Trans
          message="(:votes vote) |||| (:votes votes)"
          values={{ count: voteCount, votes: formatCompactNumber(voteCount, locale) }}
        />
      </Typography>
    </Box>
  );
}

/** Facts separated by dots: 'PG-13 · 12 May 2019 · 2h 14m'. */
export function FactLine({ facts }: { facts: (string | null | undefined | false)[] }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  if (!shown.length) return null;
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        listStyle: 'none',
        m: 0,
        p: 0,
        color: 'text.secondary',
        fontSize: { xs: 14, md: 16 },
        '& li + li::before': { content: '"•"', mx: 1, opacity: 0.7 },
      }}
    >
      {shown.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </Box>
  );
}

export function TitleHero({ data }: { data: TitlePageResponse }) {
  const { title, videos } = data;
  const { trans } = useTrans();
  const locale = useLocale();
  const trailer = primaryTrailer(videos);
  const series = title.type === 'series';

  const header = (
    <>
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: 24, sm: 32, md: 44 },
          fontWeight: 800,
          lineHeight: 1.15,
          letterSpacing: '-0.01em',
          mb: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {title.name}
        {title.year ? (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 1 }}>
            ({title.year})
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {title.certification ? (
          <Box
            component="span"
            aria-label={trans('Certification: :value', { value: title.certification })}
            sx={{
              border: 1,
              borderColor: 'text.secondary',
              color: 'text.secondary',
              borderRadius: 0.5,
              px: 0.75,
              fontSize: 13,
              fontWeight: 600,
              lineHeight: '20px',
            }}
          >
            {title.certification}
          </Box>
        ) : null}
        <FactLine
          facts={[
            series ? trans('TV series') : null,
            formatDate(title.release_date, locale, 'medium'),
            formatRuntime(title.runtime),
            series && title.season_count
              ? trans(':count season |||| :count seasons', { count: title.season_count })
              : null,
          ]}
        />
      </Box>
      {title.genres.length ? (
        <Box
          component="ul"
          aria-label={trans('Genres')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
        >
          {title.genres.map((genre) => (
            <li key={genre.id}>
              <Chip
                component={RouterLink}
                to={channelUrl({ slug: 'genre' }, genre.name)}
                label={genre.display_name}
                clickable
                variant="outlined"
                sx={{
                  height: { xs: 44, md: 32 },
                  borderRadius: 999,
                  fontWeight: 500,
                  bgcolor: 'background.paper',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              />
            </li>
          ))}
        </Box>
      ) : null}
    </>
  );

  const body = (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 2,
          mb: 3,
        }}
      >
        <RatingLine
          rating={title.rating}
          voteCount={title.vote_count}
          source={title.rating_source}
        />
        <TitleActions title={title} />
        {trailer ? (
          <Button
            component={RouterLink}
            to={watchUrl(trailer)}
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon aria-hidden />}
            sx={{ minHeight: 44, borderRadius: 999, px: 3, fontWeight: 600 }}
          >
            <Trans message="Play trailer" />
          </Button>
        ) : null}
      </Box>
      {title.tagline ? (
        <Typography
          sx={{ fontStyle: 'italic', color: 'text.secondary', fontSize: { xs: 16, md: 18 }, mb: 2 }}
        >
          {title.tagline}
        </Typography>
      ) : null}
      <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
        <Trans message="Overview" />
      </Typography>
      <Typography sx={{ lineHeight: 1.7, maxWidth: 780, fontSize: { md: 17 } }}>
        {title.plot || <Trans message="We don't have an overview for this title yet." />}
      </Typography>
    </>
  );

  return (
    <Hero image={title.backdrop}>
      <HeroColumns
        art={
          <MediaImage
            src={title.poster}
            alt={trans('Poster of :name', { name: title.name })}
            kind="poster"
            eager
            sizes="(max-width: 767px) 112px, 300px"
          />
        }
        header={header}
        body={body}
      />
    </Hero>
  );
}
