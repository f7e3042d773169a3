import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminChannelRecord } from '@common/api/admin-channels';
import { useTrans } from '@client/i18n/trans';
import { ChannelInputs } from './channel-inputs';
import { channelPayload, type ChannelFormValues } from './channel-record';

const transform = (values: ChannelFormValues) => channelPayload(values);

/** /admin/channels/new: then to the new channel's edit page. */
export function ChannelCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New channel')} redirect="edit" transform={transform}>
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{
          content_type: 'title',
          source: 'curated',
          layout: 'carousel',
          hidden: false,
          hide_title: false,
          items: [],
        }}
      >
        <ChannelInputs />
      </SimpleForm>
    </Create>
  );
}

/** Save, and delete with confirmation (never for the homepage, which the server refuses). */
function ChannelToolbar() {
  const record = useRecordContext<AdminChannelRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && !record.is_homepage && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Toolbar>
  );
}

/**
 * /admin/channels/{slugOrId}/edit: a slug (e.g. homepage) is read once to learn the channel's
 * id, which the edit form then works with (react-admin wants the record's own id).
 */
export function ChannelEdit() {
  const { trans } = useTrans();
  const slugOrId = useParams().id ?? '';
  const bySlug = !/^\d+$/.test(slugOrId);
  // the API takes the slug where an id goes; the answer carries the id
  const { data, isPending, error } = useGetOne<AdminChannelRecord>(
    'channels',
    { id: slugOrId as unknown as number },
    { enabled: bySlug },
  );
  if (!bySlug) return <ChannelEditForm id={Number(slugOrId)} />;
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  if (error || !data) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {trans('This channel could not be loaded.')}
      </Alert>
    );
  }
  return <ChannelEditForm id={data.id} />;
}

function ChannelEditForm({ id }: { id: number }) {
  const { trans } = useTrans();
  return (
    <Edit
      id={id}
      title={trans('Edit channel')}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
    >
      <SimpleForm warnWhenUnsavedChanges toolbar={<ChannelToolbar />}>
        <ChannelInputs />
      </SimpleForm>
    </Edit>
  );
}
