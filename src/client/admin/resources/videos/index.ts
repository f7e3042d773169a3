import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import type { AdminResource } from '../admin-resource';
import { VideoList } from './video-list';
import { VideoCreate } from './video-pages';
import type { AdminVideoRecord } from './video-record';
import { VideoRoutes } from './video-routes';

export { VideosTab, ScopedVideoCreate, ScopedVideoEdit } from './scoped-videos';

/**
 * Spec 2.9 videos: /admin/videos (list), /admin/videos/new, /admin/videos/{videoId} (the form)
 * and /admin/videos/{videoId}/insights, routed by VideoRoutes. A title's, season's or episode's
 * videos are also managed inside its edit page (VideosTab).
 */
const videos: AdminResource = {
  name: 'videos',
  list: VideoList,
  create: VideoCreate,
  edit: VideoRoutes,
  icon: VideoLibraryOutlined,
  recordRepresentation: (video: AdminVideoRecord) => video.name,
  options: { label: 'Videos' },
  permission: 'videos.update',
  createPermission: 'videos.create',
};
export default videos;
