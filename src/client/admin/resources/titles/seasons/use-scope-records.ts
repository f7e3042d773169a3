import { useGetList } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { EpisodeAdminRecord, SeasonAdminRecord } from '@common/api/admin-seasons';

const ONE = { page: 1, perPage: 1 };

/** The season a route names by its number (admin/seasons?titleId&number). */
export function useSeasonRecord(titleId: number, number: number) {
  const { data, isPending, error } = useGetList<SeasonAdminRecord>('seasons', {
    filter: { titleId, number },
    pagination: ONE,
    sort: { field: 'number', order: 'ASC' },
  });
  return { record: data?.[0], isPending, error };
}

/** The episode a route names by its season and episode numbers. */
export function useEpisodeRecord(titleId: number, season: number, episode: number) {
  const { data, isPending, error } = useGetList<EpisodeAdminRecord>('episodes', {
    filter: { titleId, season, episode },
    pagination: ONE,
    sort: { field: 'episode_number', order: 'ASC' },
  });
  return { record: data?.[0], isPending, error };
}

/**
 * The highest number taken among a title's seasons (or a season's episodes): the list sorted
 * the other way round, one row.
 */
export function useHighestNumber(
  resource: 'seasons' | 'episodes',
  filter: Record<string, number>,
): { highest: number | null; isPending: boolean } {
  const field = resource === 'seasons' ? 'number' : 'episode_number';
  const { data, isPending } = useGetList<SeasonAdminRecord | EpisodeAdminRecord>(resource, {
    filter,
    pagination: ONE,
    sort: { field, order: 'DESC' },
  });
  const first = data?.[0];
  const highest = first ? ('number' in first ? first.number : first.episode_number) : null;
  return { highest, isPending };
}

/** The title id, season and episode numbers of the current admin route (:id, :season, :episode). */
export function useRouteNumbers(): { titleId: number; season?: number; episode?: number } {
  const { id, season, episode } = useParams();
  return {
    titleId: Number(id),
    season: season === undefined ? undefined : Number(season),
    episode: episode === undefined ? undefined : Number(episode),
  };
}
