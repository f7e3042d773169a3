import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import type { UserList } from '@common/api/lists';
import type { AdminResource } from '../admin-resource';
import { ListCreate } from './list-create';
import { ListEdit } from './list-edit';
import { ListList } from './list-list';

export { ListSlugRedirect } from './list-slug-redirect';

/**
 * Spec 2.9 lists: /admin/lists (every list), /admin/lists/new (a site list) and
 * /admin/lists/{slugOrId}/edit (ListSlugRedirect resolves a slug to the id react-admin edits by).
 */
const lists: AdminResource = {
  name: 'lists',
  list: ListList,
  create: ListCreate,
  edit: ListEdit,
  icon: FormatListNumberedOutlined,
  recordRepresentation: (record) => (record as UserList).name,
  options: { label: 'Lists' },
  permission: 'lists.update',
};
export default lists;
