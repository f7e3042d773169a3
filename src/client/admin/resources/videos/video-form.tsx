import {
  AutocompleteInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type SimpleFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../uploads/file-entry-input';
import {
  CATEGORY_CHOICES,
  QUALITY_CHOICES,
  sourceModeOf,
  type AdminVideoRecord,
} from './video-record';
import { VideoSourceInput } from './video-source-input';

export interface VideoFormProps extends Omit<SimpleFormProps, 'children'> {
  /** Show the title picker (the videos pages); a title's, season's or episode's pages hide it. */
  pickTitle?: boolean;
}

/** A titles picker option: the name and year, so remakes can be told apart. */
const titleOption = (title: { name?: string; year?: number | null }) =>
  title.year ? `${title.name ?? ''} (${title.year})` : (title.name ?? '');

/**
 * The one form of every video page (new and edit, on the videos resource and inside a title,
 * season or episode). The payload is built by `videoPayload` in the page's `transform`.
 */
export function VideoForm({ pickTitle = false, ...props }: VideoFormProps) {
  const { trans } = useTrans();
  const record = useRecordContext<AdminVideoRecord>();
  // a season's or episode's video changes title from its own pages, not here
  const titleLocked = record !== undefined && record.season_number !== null;
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      defaultValues={{ source_mode: sourceModeOf(record), category: 'trailer' }}
      sx={{ maxWidth: 720 }}
      {...props}
    >
      {pickTitle && (
        <ReferenceInput source="title_id" reference="titles">
          <AutocompleteInput
            label={trans('Title')}
            optionText={titleOption}
            validate={required()}
            disabled={titleLocked}
            helperText={
              titleLocked ? trans('This video belongs to a season or an episode.') : undefined
            }
            fullWidth
          />
        </ReferenceInput>
      )}
      <TextInput
        source="name"
        label={trans('Name')}
        validate={[required(), maxLength(255)]}
        fullWidth
      />
      <VideoSourceInput />
      <SelectInput
        source="category"
        label={trans('Type')}
        choices={CATEGORY_CHOICES.map((choice) => ({ ...choice, name: trans(choice.name) }))}
        validate={required()}
      />
      <SelectInput
        source="quality"
        label={trans('Quality')}
        choices={
          record?.quality && !QUALITY_CHOICES.some((choice) => choice.id === record.quality)
            ? [...QUALITY_CHOICES, { id: record.quality, name: record.quality }]
            : QUALITY_CHOICES
        }
        emptyText={trans('Not set')}
      />
      <TextInput
        source="language"
        label={trans('Language')}
        helperText={trans('A language code, e.g. en or pt-BR.')}
        validate={maxLength(10)}
      />
      <NumberInput
        source="duration"
        label={trans('Duration (seconds)')}
        min={0}
        step={1}
        validate={minValue(0)}
      />
      <FileEntryInput
        source="thumbnail"
        kind="image"
        label={trans('Thumbnail')}
        validate={maxLength(255)}
        allowUrl
      />
      <TextInput
        source="description"
        label={trans('Description')}
        multiline
        minRows={3}
        validate={maxLength(5000)}
        fullWidth
      />
    </SimpleForm>
  );
}
