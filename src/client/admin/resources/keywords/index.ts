import KeywordIcon from '@mui/icons-material/SellOutlined';
import type { AdminResource } from '../admin-resource';
import { taxonomyResource } from '../taxonomies/taxonomy-resource';
import { KeywordList } from './keyword-list';

/** /admin/keywords: list with title counts, new, edit (rename), merge and delete. */
const keywords: AdminResource = {
  ...taxonomyResource('keywords'),
  list: KeywordList,
  icon: KeywordIcon,
  options: { label: 'Keywords' },
  permission: 'keywords.update',
};
export default keywords;
