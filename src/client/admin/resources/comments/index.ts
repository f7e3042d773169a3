import CommentIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import type { AdminResource } from '../admin-resource';
import { CommentList } from './comment-list';

/** /admin/comments: moderation of the site's comments. */
const comments: AdminResource = {
  name: 'comments',
  list: CommentList,
  icon: CommentIcon,
  options: { label: 'Comments' },
  permission: 'comments.update',
};
export default comments;
