import { Avatar } from '@mui/material';
import { Link, useBasename } from 'react-admin';
import type { TopModel, TopVideo } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { TitlePoster } from '../resources/titles/title-poster';
import { useFileUrl } from '../uploads';
import type { RankedRow } from './ranked-table';

/** Ranked rows of the most visited titles: poster, name linking to the title's admin page. */
export function useTopTitleRows(titles: TopModel[]): RankedRow[] {
  const basename = useBasename();
  return titles.map((title) => ({
    key: title.id,
    leading: <TitlePoster poster={title.image} width={24} />,
    label: <Link to={`${basename}/titles/${title.id}/edit`}>{title.name}</Link>,
    count: title.count,
  }));
}

/** Ranked rows of the most visited people: photo, name linking to the person's admin page. */
export function useTopPeopleRows(people: TopModel[]): RankedRow[] {
  const basename = useBasename();
  const fileUrl = useFileUrl();
  return people.map((person) => ({
    key: person.id,
    leading: (
      <Avatar
        src={person.image ? fileUrl(person.image) : undefined}
        alt=""
        sx={{ width: 28, height: 28 }}
      >
        {person.name.slice(0, 1)}
      </Avatar>
    ),
    label: <Link to={`${basename}/people/${person.id}/edit`}>{person.name}</Link>,
    count: person.count,
  }));
}

/** Ranked rows of the most played videos: the video's name linking to its admin page, its title. */
export function useTopVideoRows(videos: TopVideo[]): RankedRow[] {
  const basename = useBasename();
  const { trans } = useTrans();
  return videos.map((video) => ({
    key: video.id,
    label: (
      <>
        <Link to={`${basename}/videos/${video.id}`}>{video.name}</Link>
        {video.titleName
          ? ` · ${video.titleName}`
          : video.titleId === null
            ? ` · ${trans('No title')}`
            : ''}
      </>
    ),
    count: video.count,
  }));
}
