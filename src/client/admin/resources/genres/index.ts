import GenreIcon from '@mui/icons-material/CategoryOutlined';
import type { AdminResource } from '../admin-resource';
import { taxonomyResource } from '../taxonomies/taxonomy-resource';
import { GenreList } from './genre-list';

/** /admin/genres: list with title counts, new, edit (rename), merge and delete. */
const genres: AdminResource = {
  ...taxonomyResource('genres'),
  list: GenreList,
  icon: GenreIcon,
  options: { label: 'Genres' },
  permission: 'genres.update',
};
export default genres;
