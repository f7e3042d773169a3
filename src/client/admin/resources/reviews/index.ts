import ReviewIcon from '@mui/icons-material/RateReviewOutlined';
import type { AdminResource } from '../admin-resource';
import { ReviewList } from './review-list';

/** /admin/reviews: moderation of the site's reviews. */
const reviews: AdminResource = {
  name: 'reviews',
  list: ReviewList,
  icon: ReviewIcon,
  options: { label: 'Reviews' },
  permission: 'reviews.update',
};
export default reviews;
