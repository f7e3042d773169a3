import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { CustomPageCreate } from './custom-page-create';
import { CustomPageEdit } from './custom-page-edit';
import { CustomPageList } from './custom-page-list';
import type { CustomPageRecord } from './custom-page-record';

/** Issue 4 item 8: custom pages shown at /pages/{pageSlug} and /pages/{pageId}/{pageSlug}. */
export default {
  name: 'custom-pages',
  list: CustomPageList,
  edit: CustomPageEdit,
  create: CustomPageCreate,
  icon: ArticleOutlined,
  recordRepresentation: (record: CustomPageRecord) => record.title,
  options: { label: 'Custom pages' },
  permission: 'custom_pages.update',
};
