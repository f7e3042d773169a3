import { useParams } from 'react-router-dom';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  Button,
  Create,
  Edit,
  Link,
  TopToolbar,
  useBasename,
  useDelete,
  useGetList,
  useNotify,
} from 'react-admin';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { useAuth } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath, scopePath } from '../titles/title-paths';
import { SortableList } from '../../sortable/sortable-list';
import { useOptimisticOrder } from '../../sortable/use-optimistic-order';
import { VideoRow } from './video-row';
import { VideoForm } from './video-form';
import { VideoEditToolbar, VideoInsightsButton } from './video-pages';
import { videoPayload, type AdminVideoRecord, type VideoFormValues } from './video-record';

/** The most videos one scope's tab shows (the API's page limit). */
const TAB_PAGE_SIZE = 100;

/** The list filter naming exactly this title, season or episode. */
function scopeFilter(scope: CatalogueScope) {
  return {
    titleId: scope.titleId,
    ...(scope.season !== undefined ? { season: scope.season } : {}),
    ...(scope.episode !== undefined ? { episode: scope.episode } : {}),
  };
}

/**
 * The videos tab of a title, season or episode: its videos in order, moved by drag or keyboard
 * (saved at once), each with edit, insights and delete (with undo), and "Add video".
 */
export function VideosTab({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  const basename = useBasename();
  const notify = useNotify();
  const { hasPermission } = useAuth();
  const { data, total, isPending, error, refetch } = useGetList<AdminVideoRecord>('videos', {
    filter: scopeFilter(scope),
    sort: { field: 'order', order: 'ASC' },
    pagination: { page: 1, perPage: TAB_PAGE_SIZE },
  });
  const {
    ordered: videos,
    reorder,
    saving,
  } = useOptimisticOrder(
    data ?? [],
    (ids) => apiClient.post('admin/videos/reorder', { ...scope, ids }),
    refetch,
  );
  const [deleteOne] = useDelete<AdminVideoRecord>();
  const remove = (video: AdminVideoRecord) =>
    deleteOne(
      'videos',
      { id: video.id, previousData: video },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(trans('Video deleted'), { type: 'info', undoable: true }),
        onError: (reason) => notify(getErrorMessage(reason), { type: 'error' }),
      },
    );
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="h6" component="h2">
          {trans('Videos')}
        </Typography>
        {hasPermission('videos.create') && (
          <Button
            component={Link}
            to={`${basename}${scopePath(scope, 'videos/new')}`}
            label={trans('Add video')}
            variant="contained"
          >
            <AddOutlined />
          </Button>
        )}
      </Stack>
      {isPending && <LinearProgress aria-label={trans('Loading videos')} />}
      {error ? (
        <Alert severity="error">{getErrorMessage(error)}</Alert>
      ) : !isPending && !videos.length ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {trans('No videos yet.')}
        </Typography>
      ) : (
        <SortableList
          label={trans('Videos')}
          items={videos}
          onReorder={(ids) => void reorder(ids)}
          describe={(video) => video.name}
          disabled={saving}
          renderItem={(video, controls) => (
            <VideoRow
              video={video}
              controls={controls}
              editPath={`${basename}${scopePath(scope, `videos/${video.id}/edit`)}`}
              insightsPath={`${basename}/videos/${video.id}/insights`}
              onDelete={hasPermission('videos.delete') ? () => remove(video) : undefined}
            />
          )}
        />
      )}
      {total !== undefined && total > TAB_PAGE_SIZE && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {trans('Showing the first :shown of :total videos.', {
            shown: TAB_PAGE_SIZE,
            total,
          })}
        </Typography>
      )}
    </Box>
  );
}

function BackToVideos({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}${scopeEditPath(scope, 'videos')}`}
      label={trans('Back to videos')}
    >
      <ArrowBack />
    </Button>
  );
}

/** …/videos/new of a title, season or episode: the video goes last among its videos. */
export function ScopedVideoCreate({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  return (
    <Create
      resource="videos"
      title={trans('New video')}
      // a function: react-admin prefixes only those with the admin's basename
      redirect={() => scopeEditPath(scope, 'videos')}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <BackToVideos scope={scope} />
        </TopToolbar>
      }
      transform={(values: VideoFormValues) => videoPayload(values, scope)}
    >
      <VideoForm />
    </Create>
  );
}

/** …/videos/{videoId}/edit of a title, season or episode. */
export function ScopedVideoEdit({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  const basename = useBasename();
  const { videoId } = useParams();
  const back = () => scopeEditPath(scope, 'videos');
  return (
    <Edit
      resource="videos"
      id={Number(videoId)}
      title={trans('Edit video')}
      mutationMode="pessimistic"
      redirect={back}
      actions={
        <TopToolbar sx={{ justifyContent: 'space-between' }}>
          <BackToVideos scope={scope} />
          <VideoInsightsButton to={`${basename}/videos/${videoId}/insights`} />
        </TopToolbar>
      }
      transform={(values: VideoFormValues) => videoPayload(values)}
    >
      <VideoForm toolbar={<VideoEditToolbar redirect={back} />} />
    </Edit>
  );
}
