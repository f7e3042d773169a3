import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import {
  Button,
  Create,
  DeleteButton,
  Edit,
  Link,
  SaveButton,
  Toolbar,
  TopToolbar,
  useBasename,
  useRecordContext,
  type RedirectionSideEffect,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { VideoForm } from './video-form';
import { videoPayload, type AdminVideoRecord, type VideoFormValues } from './video-record';

/** /admin/videos/new: a video of a title picked in the form (a title's own video). */
export function VideoCreate() {
  const { trans } = useTrans();
  return (
    <Create
      title={trans('New video')}
      redirect="list"
      transform={(values: VideoFormValues) =>
        videoPayload(values, { titleId: Number(values.title_id) })
      }
    >
      <VideoForm pickTitle />
    </Create>
  );
}

/** The edit page's link to the video's insights. */
export function VideoInsightsButton({ to }: { to: string }) {
  const { trans } = useTrans();
  return (
    <Button component={Link} to={to} label={trans('Insights')}>
      <InsightsOutlined />
    </Button>
  );
}

function EditActions() {
  const record = useRecordContext<AdminVideoRecord>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <TopToolbar>
      <VideoInsightsButton to={`${basename}/videos/${record.id}/insights`} />
    </TopToolbar>
  );
}

/** Save, and delete with undo (the list shows it gone at once, the server is told after). */
export function VideoEditToolbar({ redirect }: { redirect: RedirectionSideEffect }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="undoable" redirect={redirect} />
    </Toolbar>
  );
}

/**
 * /admin/videos/{id}: the video's form. A title's own video may move to another title with
 * the picker; the API receives the title only then.
 */
export function VideoEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit video')}
      mutationMode="pessimistic"
      redirect="list"
      actions={<EditActions />}
      transform={(values: VideoFormValues) =>
        videoPayload(
          values,
          values.season_number === null || values.season_number === undefined
            ? { titleId: Number(values.title_id) }
            : undefined,
        )
      }
    >
      <VideoForm pickTitle toolbar={<VideoEditToolbar redirect="list" />} />
    </Edit>
  );
}
