import RecentActorsOutlined from '@mui/icons-material/RecentActorsOutlined';
import type { AdminResource } from '../admin-resource';
import { PersonCreate } from './person-create';
import { PersonList } from './person-list';
import { PersonRoutes } from './person-routes';

/**
 * Spec 2.9 people: /admin/people (list), /admin/people/new, and /admin/people/{personId}/edit
 * with the tabs primary-facts and credits — routed by PersonRoutes (react-admin's edit route
 * is `{id}/*`).
 */
const people: AdminResource = {
  name: 'people',
  list: PersonList,
  create: PersonCreate,
  edit: PersonRoutes,
  icon: RecentActorsOutlined,
  recordRepresentation: 'name',
  options: { label: 'People' },
  permission: 'people.update',
  createPermission: 'people.create',
};
export default people;
