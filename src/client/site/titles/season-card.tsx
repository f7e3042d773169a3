import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeasonSummary } from '@common/catalogue/catalogue-types';
import { seasonUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { yearOf } from './catalogue-format';
import { PageSection } from './ui/page-section';
import { Scroller } from './ui/scroller';
import { focusRing } from '@client/ui/focus-ring';

type TitleRef = { id: number; name: string };

/** 'Season 2', or the season's own name; season 0 is the specials. */
export function useSeasonName() {
  const { trans } = useTrans();
  return (season: Pick<SeasonSummary, 'number' | 'name'>) =>
    season.name ||
    (season.number === 0 ? trans('Specials') : trans('Season :number', { number: season.number }));
}

export function episodeCountText(
  trans: ReturnType<typeof useTrans>['trans'],
  count: number,
): string {
  return trans(':count episode |||| :count episodes', { count });
}

export function SeasonCard({ title, season }: { title: TitleRef; season: SeasonSummary }) {
  const { trans } = useTrans();
  const seasonName = useSeasonName();
  const year = yearOf(season.release_date);
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={seasonUrl(title, season.number)}
        sx={{
          display: 'block',
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          ...focusRing,
        }}
      >
        <MediaImage src={season.poster} alt="" kind="poster" />
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mt: 1 }} noWrap>
          {seasonName(season)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        {[year, episodeCountText(trans, season.episode_count)].filter(Boolean).join(' • ')}
      </Typography>
    </Box>
  );
}

export function SeasonsRow({ title, seasons }: { title: TitleRef; seasons: SeasonSummary[] }) {
  const { trans } = useTrans();
  if (!seasons.length) return null;
  return (
    <PageSection title="Seasons">
      <Scroller label={trans('Seasons')} itemWidth={{ xs: 120, md: 150 }}>
        {seasons.map((season) => (
          <SeasonCard key={season.id} title={title} season={season} />
        ))}
      </Scroller>
    </PageSection>
  );
}
