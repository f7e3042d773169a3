import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
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

/** /admin/channels/{slugOrId}/edit: the server answers a slug or an id alike. */
export function ChannelEdit() {
  const { trans } = useTrans();
  return (
    <Edit
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
