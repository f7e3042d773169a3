import type {
  EpisodePageResponse,
  SeasonPageResponse,
  TitlePageResponse,
} from '@common/catalogue/catalogue-types';
import { useApiQuery } from '@client/site/shared/use-api-query';

/** GET titles/{id}: the title page and its videos and images pages (embedded on a first load). */
export function useTitlePageQuery(titleId: number | null) {
  return useApiQuery<TitlePageResponse>(`titles/${titleId}`, {}, { enabled: titleId !== null });
}

export const seasonPath = (titleId: number, season: number) =>
  `titles/${titleId}/seasons/${season}`;

export const episodePath = (titleId: number, season: number, episode: number) =>
  `${seasonPath(titleId, season)}/episodes/${episode}`;

export function useSeasonPageQuery(titleId: number | null, season: number | null) {
  const valid = titleId !== null && season !== null;
  return useApiQuery<SeasonPageResponse>(
    valid ? seasonPath(titleId, season) : 'titles/-',
    {},
    { enabled: valid },
  );
}

export function useEpisodePageQuery(
  titleId: number | null,
  season: number | null,
  episode: number | null,
) {
  const valid = titleId !== null && season !== null && episode !== null;
  return useApiQuery<EpisodePageResponse>(
    valid ? episodePath(titleId, season, episode) : 'titles/-',
    {},
    { enabled: valid },
  );
}
