import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import type { AdminNewsSummary } from '@common/api/admin-news';
import type { AdminResource } from '../admin-resource';
import { NewsCreate } from './news-create';
import { NewsEdit } from './news-edit';
import { NewsList } from './news-list';

/**
 * Spec 2.9 news: /admin/news (list), /admin/news/add (NewsAddRedirect to react-admin's create
 * route) and /admin/news/{articleId}/edit.
 */
const news: AdminResource = {
  name: 'news',
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  icon: NewspaperOutlined,
  recordRepresentation: (record) => (record as AdminNewsSummary).title,
  options: { label: 'News' },
  permission: 'news.update',
};
export default news;
