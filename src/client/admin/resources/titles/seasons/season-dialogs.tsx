import {
  CreateBase,
  DateInput,
  EditBase,
  maxLength,
  NumberInput,
  SimpleForm,
  TextInput,
  useNotify,
} from 'react-admin';
import type { SeasonAdminRecord } from '@common/api/admin-seasons';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../../uploads';
import { FormDialog, FormDialogToolbar } from './form-dialog';
import { seasonCreatePayload, seasonUpdatePayload } from './season-payloads';
import { imageAddress, wholeNumber } from './season-validators';

function SeasonFields() {
  const { trans } = useTrans();
  return (
    <>
      <NumberInput
        source="number"
        label={trans('Number')}
        helperText={trans('0 holds the specials.')}
        min={0}
        step={1}
        validate={wholeNumber(trans)}
      />
      <TextInput source="name" label={trans('Name')} validate={maxLength(255)} />
      <DateInput source="release_date" label={trans('Air date')} />
      <TextInput source="plot" label={trans('Plot')} multiline minRows={3} />
      <FileEntryInput
        source="poster"
        kind="image"
        label={trans('Poster')}
        validate={imageAddress(trans)}
      />
    </>
  );
}

interface SeasonCreateDialogProps {
  titleId: number;
  open: boolean;
  /** The number the form starts with: the one after the highest. */
  nextNumber: number;
  onClose: () => void;
}

/** "Add season": the next number filled in; the server's 422 messages land on the fields. */
export function SeasonCreateDialog({
  titleId,
  open,
  nextNumber,
  onClose,
}: SeasonCreateDialogProps) {
  const { trans } = useTrans();
  const notify = useNotify();
  return (
    <FormDialog open={open} title={trans('Add season')} onClose={onClose}>
      <CreateBase
        resource="seasons"
        redirect={false}
        transform={seasonCreatePayload(titleId)}
        mutationOptions={{
          onSuccess: () => {
            notify(trans('Season added'), { type: 'success' });
            onClose();
          },
        }}
      >
        <SimpleForm
          defaultValues={{ number: nextNumber }}
          warnWhenUnsavedChanges
          toolbar={<FormDialogToolbar onCancel={onClose} />}
        >
          <SeasonFields />
        </SimpleForm>
      </CreateBase>
    </FormDialog>
  );
}

interface SeasonEditDialogProps {
  season: SeasonAdminRecord | null;
  onClose: () => void;
}

/** Editing a season's number, name, air date, plot and poster. */
export function SeasonEditDialog({ season, onClose }: SeasonEditDialogProps) {
  const { trans } = useTrans();
  const notify = useNotify();
  return (
    <FormDialog open={season !== null} title={trans('Edit season')} onClose={onClose}>
      {season && (
        <EditBase
          resource="seasons"
          id={season.id}
          redirect={false}
          mutationMode="pessimistic"
          transform={seasonUpdatePayload}
          mutationOptions={{
            onSuccess: () => {
              notify(trans('Season saved'), { type: 'success' });
              onClose();
            },
          }}
        >
          <SimpleForm warnWhenUnsavedChanges toolbar={<FormDialogToolbar onCancel={onClose} />}>
            <SeasonFields />
          </SimpleForm>
        </EditBase>
      )}
    </FormDialog>
  );
}
