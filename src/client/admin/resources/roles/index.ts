import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { RoleCreate } from './role-create';
import { RoleEdit } from './role-edit';
import { RoleList } from './role-list';
import type { RoleRecord } from './role-record';

/** Issue 4 item 3: /admin/roles, /admin/roles/create, /admin/roles/{roleId}. */
export default {
  name: 'roles',
  list: RoleList,
  edit: RoleEdit,
  create: RoleCreate,
  icon: AdminPanelSettingsOutlined,
  recordRepresentation: (record: RoleRecord) => record.name,
  options: { label: 'Roles' },
  permission: 'roles.update',
};
