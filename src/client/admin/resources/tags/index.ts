import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { TagCreate } from './tag-create';
import { TagEdit } from './tag-edit';
import { TagList } from './tag-list';
import type { TagRecord } from './tag-record';

/** Issue 4 item 10: tags list/new/edit. */
export default {
  name: 'tags',
  list: TagList,
  edit: TagEdit,
  create: TagCreate,
  icon: LocalOfferOutlined,
  recordRepresentation: (record: TagRecord) => record.display_name || record.name,
  options: { label: 'Tags' },
  permission: 'tags.update',
};
