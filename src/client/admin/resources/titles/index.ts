import MovieOutlined from '@mui/icons-material/MovieOutlined';
import type { AdminResource } from '../admin-resource';
import { TitleCreate } from './title-create';
import { TitleList } from './title-list';
import { TitleRoutes } from './title-routes';

/**
 * Spec 2.9 titles: /admin/titles (list), /admin/titles/new, and everything under a title —
 * /admin/titles/{titleId}/edit/{tab}, its seasons and episodes, their video pages and
 * insights — routed by TitleRoutes (react-admin's edit route is `{id}/*`).
 */
const titles: AdminResource = {
  name: 'titles',
  list: TitleList,
  create: TitleCreate,
  edit: TitleRoutes,
  icon: MovieOutlined,
  recordRepresentation: 'name',
  options: { label: 'Titles' },
  permission: 'titles.update',
  createPermission: 'titles.create',
};
export default titles;
