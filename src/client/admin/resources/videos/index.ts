import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import type { AdminResource } from '../admin-resource';
import { VideoList } from './video-list';

export { VideosTab, ScopedVideoCreate, ScopedVideoEdit } from './scoped-videos';

/** PLACEHOLDER resource (helper C completes it): /admin/videos list, new, {videoId}/edit. */
const videos: AdminResource = {
  name: 'videos',
  list: VideoList,
  icon: VideoLibraryOutlined,
  options: { label: 'Videos' },
  permission: 'videos.update',
  createPermission: 'videos.create',
};
export default videos;
