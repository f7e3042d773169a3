import { useGetOne } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import type { AdminVideoRecord } from '@common/api/admin-videos';
import { BackLink } from './back-link';
import { InsightsView } from './insights-view';

/**
 * /admin/videos/{videoId}/insights: the video's plays per day (its watch page's visits are not
 * counted, so there is no visits chart).
 */
export function VideoInsightsPage({ videoId }: { videoId: number }) {
  const { trans } = useTrans();
  const video = useGetOne<AdminVideoRecord>('videos', { id: videoId });
  const name = video.data?.name ?? '';
  return (
    <InsightsView
      heading={name ? trans('Insights: :name', { name }) : trans('Insights')}
      subheading={video.data?.title.name}
      path={`videos/${videoId}`}
      visits={false}
      back={<BackLink to={`/videos/${videoId}`} label={trans('Back to the video')} />}
    />
  );
}
