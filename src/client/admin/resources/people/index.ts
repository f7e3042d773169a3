import RecentActorsOutlined from '@mui/icons-material/RecentActorsOutlined';
import type { AdminResource } from '../admin-resource';
import { PersonList } from './person-list';

/** PLACEHOLDER resource (helper B completes it): /admin/people list, new, {personId}/edit. */
const people: AdminResource = {
  name: 'people',
  list: PersonList,
  icon: RecentActorsOutlined,
  options: { label: 'People' },
  permission: 'people.update',
  createPermission: 'people.create',
};
export default people;
