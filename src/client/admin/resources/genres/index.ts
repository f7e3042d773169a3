import GenreIcon from '@mui/icons-material/CategoryOutlined';
import type { AdminResource } from '../admin-resource';
import { GenreList } from './genre-list';

/** PLACEHOLDER resource (helper D completes it): /admin/genres. */
const genres: AdminResource = {
  name: 'genres',
  list: GenreList,
  icon: GenreIcon,
  options: { label: 'Genres' },
  permission: 'genres.update',
};
export default genres;
