import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { TitleCard, TitlePageResponse } from '@common/catalogue/catalogue-types';
import { titleUrl, watchUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { excerpt } from '../shared/format';
import { formatRuntime } from '../titles/catalogue-format';
import { useImageUrl } from '../shared/media-image';
import { RatingBadge } from '../shared/rating-badge';
import { HERO_HEIGHT } from '../shared/skeletons';
import { useApiQuery } from '../shared/use-api-query';

/** Channel items may carry these (optional in the contract); otherwise the title is fetched. */
type HeroTitle = TitleCard & { plot?: string | null; trailer_video_id?: number | null };

const SLIDES = 5;
const ROTATE_MS = 8000;

interface ChannelHeroProps {
  titles: TitleCard[];
  /** The channel's name: the carousel's accessible name and the eyebrow over the title. */
  label: string;
  /** Edge to edge at the top of a page, or a rounded banner inside the content. */
  fullBleed?: boolean;
}

function HeroImage({ title, shown, first }: { title: TitleCard; shown: boolean; first: boolean }) {
  const url = useImageUrl(title.backdrop ?? title.poster);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        objectPosition: 'center 25%',
        opacity: shown ? 1 : 0,
        transition: 'opacity 700ms ease',
      }}
    />
  );
}

/** The plot and trailer of the shown title: from the item when the API sent them, else fetched. */
function useHeroDetails(title: HeroTitle | undefined) {
  const needsFetch = title !== undefined && !('plot' in title);
  const query = useApiQuery<TitlePageResponse>(
    `titles/${title?.id ?? 0}`,
    {},
    { enabled: needsFetch, staleTime: 5 * 60_000 },
  );
  if (!title) return { plot: null, trailerId: null, loaded: true };
  if (!needsFetch) {
    return { plot: title.plot ?? null, trailerId: title.trailer_video_id ?? null, loaded: true };
  }
  const videos = query.data?.videos ?? [];
  const trailer = videos.find((video) => video.category === 'trailer') ?? videos[0];
  return {
    plot: query.data?.title.plot ?? null,
    trailerId: trailer?.id ?? null,
    loaded: query.isSuccess || query.isError,
  };
}

/**
 * The big backdrop of a channel's first titles (the homepage's trending channel): name, rating,
 * plot, 'Play trailer' and 'More info'. It moves on every 8 seconds unless the visitor prefers
 * reduced motion, hovers or focuses it, or pauses it; the dots pick a slide.
 */
export function ChannelHero({ titles, label, fullBleed }: ChannelHeroProps) {
  const { trans } = useTrans();
  const slides = titles.filter((title) => title.backdrop || title.poster).slice(0, SLIDES);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length;
  const current = slides[Math.min(active, count - 1)] as HeroTitle | undefined;
  const details = useHeroDetails(current);
  const rotating = count > 1 && !paused && !reducedMotion;

  const show = useCallback((index: number) => {
    setActive(index);
    setRendered((previous) => (previous.has(index) ? previous : new Set([...previous, index])));
  }, []);

  useEffect(() => {
    if (!rotating || holding) return;
    const timer = setTimeout(() => show((active + 1) % count), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [active, count, rotating, holding, show]);

  if (!current) return null;
  const meta = [
    current.year,
    current.type === 'series' ? trans('Series') : formatRuntime(current.runtime),
    current.genres
      .slice(0, 3)
      .map((genre) => genre.display_name)
      .join(', '),
  ].filter(Boolean);
  const trailerTo = details.trailerId
    ? watchUrl({ id: details.trailerId })
    : `${titleUrl(current)}/videos`;
  const showTrailer = details.trailerId !== null || !details.loaded;

  return (
    <Box
      component="section"
      aria-roledescription={trans('carousel')}
      aria-label={trans('Featured: :name', { name: label })}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
      sx={{
        position: 'relative',
        height: HERO_HEIGHT,
        overflow: 'hidden',
        bgcolor: '#0b0b0f',
        color: '#fff',
        borderRadius: fullBleed ? 0 : 2,
      }}
    >
      {slides.map((title, index) =>
        // the next slide is loaded ahead, so it fades in complete
        rendered.has(index) || index === (active + 1) % count ? (
          <HeroImage key={title.id} title={title} shown={index === active} first={index === 0} />
        ) : null,
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: {
            xs: 'linear-gradient(to top, rgba(5,5,10,0.95) 0%, rgba(5,5,10,0.7) 45%, rgba(5,5,10,0.1) 100%)',
            md: 'linear-gradient(to right, rgba(5,5,10,0.92) 0%, rgba(5,5,10,0.65) 38%, rgba(5,5,10,0) 75%), linear-gradient(to top, rgba(5,5,10,0.7) 0%, transparent 40%)',
          },
        }}
      />
      {fullBleed ? (
        // on dark themes the hero melts into the page; on light ones a clean edge looks better
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: theme.palette.mode === 'dark' ? 'block' : 'none',
            background:
              'linear-gradient(to top, var(--mui-palette-background-default) 0, transparent 56px)',
          })}
        />
      ) : null}
      <Box
        aria-live={rotating && !holding ? 'off' : 'polite'}
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: { xs: 40, md: 88 },
          px: { xs: 2, sm: 3, md: 6 },
          maxWidth: 760,
        }}
      >
        <Typography
          sx={{
            textTransform: 'uppercase',
            letterSpacing: '0.12em',
            fontWeight: 700,
            fontSize: 13,
            color: 'primary.light',
            mb: 1,
          }}
        >
          {label}
        </Typography>
        <Typography
          component="h2"
          sx={{
            fontWeight: 800,
            fontSize: { xs: 32, sm: 40, md: 56 },
            lineHeight: 1.05,
            letterSpacing: '-0.02em',
            textShadow: '0 2px 16px rgba(0,0,0,0.5)',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {current.name}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            mt: 1.5,
            fontSize: 15,
            color: 'rgba(255,255,255,0.85)',
          }}
        >
          <RatingBadge rating={current.rating} source={current.rating_source} size="medium" />
          {meta.map((part) => (
            <span key={String(part)}>{part}</span>
          ))}
        </Box>
        <Typography
          sx={{
            mt: 1.5,
            color: 'rgba(255,255,255,0.85)',
            fontSize: { xs: 15, md: 16 },
            lineHeight: 1.6,
            minHeight: { xs: '4.8em', md: '4.8em' },
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {excerpt(details.plot, 240)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          {showTrailer ? (
            <Button
              component={RouterLink}
              to={trailerTo}
              variant="contained"
              size="large"
              startIcon={<PlayArrowIcon />}
              sx={{ fontWeight: 700, px: 3 }}
            >
              <Trans message="Play trailer" />
            </Button>
          ) : null}
          <Button
            component={RouterLink}
            to={titleUrl(current)}
            variant="outlined"
            size="large"
            startIcon={<InfoOutlinedIcon />}
            aria-label={trans('More info about :name', { name: current.name })}
            sx={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.6)',
              bgcolor: 'rgba(255,255,255,0.08)',
              backdropFilter: 'blur(6px)',
              '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.16)' },
            }}
          >
            <Trans message="More info" />
          </Button>
        </Box>
      </Box>
      {count > 1 ? (
        <Box
          sx={{
            position: 'absolute',
            right: { xs: 8, md: 32 },
            bottom: { xs: 8, md: 40 },
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          {reducedMotion ? null : (
            <IconButton
              size="small"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? trans('Start slide rotation') : trans('Stop slide rotation')}
              sx={{ color: '#fff' }}
            >
              {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
          )}
          {slides.map((title, index) => (
            <Box
              key={title.id}
              component="button"
              type="button"
              onClick={() => show(index)}
              aria-label={trans('Slide :number of :count: :name', {
                number: index + 1,
                count,
                name: title.name,
              })}
              aria-current={index === active ? 'true' : undefined}
              sx={{
                width: 32,
                height: 32,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: index === active ? 22 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: index === active ? '#fff' : 'rgba(255,255,255,0.45)',
                  transition: 'width 250ms, background-color 250ms',
                },
                '&:focus-visible': {
                  outline: '2px solid #fff',
                  outlineOffset: -4,
                  borderRadius: 2,
                },
              }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
