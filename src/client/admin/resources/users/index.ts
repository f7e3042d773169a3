import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { UserCreate } from './user-create';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';
import type { AdminUserRecord } from './user-record';

/** Issue 4 item 4: /admin/users, /admin/users/create, /admin/users/{userId} (tabs). */
export default {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleOutlined,
  recordRepresentation: (record: AdminUserRecord) => record.name,
  options: { label: 'Users' },
  permission: 'users.update',
};
