import KeywordIcon from '@mui/icons-material/SellOutlined';
import type { AdminResource } from '../admin-resource';
import { KeywordList } from './keyword-list';

/** PLACEHOLDER resource (helper D completes it): /admin/keywords. */
const keywords: AdminResource = {
  name: 'keywords',
  list: KeywordList,
  icon: KeywordIcon,
  options: { label: 'Keywords' },
  permission: 'keywords.update',
};
export default keywords;
