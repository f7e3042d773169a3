import { Route, Routes, useParams } from 'react-router-dom';
import { VideoInsightsPage } from '../../insights';
import { VideoEdit } from './video-pages';

function VideoInsightsRoute() {
  return <VideoInsightsPage videoId={Number(useParams().id)} />;
}

/**
 * Everything under /admin/videos/{videoId} (react-admin's edit route is `{id}/*`): the form,
 * and the video's insights at `insights`.
 */
export function VideoRoutes() {
  return (
    <Routes>
      <Route index element={<VideoEdit />} />
      <Route path="insights" element={<VideoInsightsRoute />} />
    </Routes>
  );
}
