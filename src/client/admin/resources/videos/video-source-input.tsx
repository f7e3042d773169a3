import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, required, TextInput, useRecordContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../uploads/file-entry-input';
import {
  SOURCE_MODE_CHOICES,
  sourceModeOf,
  videoSrcError,
  type AdminVideoRecord,
  type VideoSourceMode,
} from './video-record';

/**
 * Where the video plays from: an uploaded MP4, an MP4 or HLS address, or a YouTube or Vimeo
 * link (stored as the provider's embed address). Switching the kind empties the address, which
 * belonged to the other kind.
 */
export function VideoSourceInput() {
  const { trans } = useTrans();
  const { setValue } = useFormContext();
  const mode = (useWatch({ name: 'source_mode' }) as VideoSourceMode | undefined) ?? 'embed';
  const record = useRecordContext<AdminVideoRecord>();
  const matchesMode = (value: unknown, values: { source_mode?: VideoSourceMode }) => {
    const chosen = values.source_mode ?? 'embed';
    // the saved address stays valid while unchanged (the server keeps it too)
    if (record && value === record.src && chosen === sourceModeOf(record)) return undefined;
    const message = videoSrcError(chosen, value);
    return message ? trans(message) : undefined;
  };
  return (
    <>
      <RadioButtonGroupInput
        source="source_mode"
        label={trans('Source')}
        choices={SOURCE_MODE_CHOICES.map((choice) => ({ ...choice, name: trans(choice.name) }))}
        onChange={() => setValue('src', '', { shouldDirty: true })}
        validate={required()}
      />
      {mode === 'upload' ? (
        <FileEntryInput
          key="upload"
          source="src"
          kind="video"
          label={trans('Video file')}
          helperText={trans('An MP4 file plays in every browser.')}
          validate={required()}
        />
      ) : (
        <TextInput
          key={mode}
          source="src"
          label={mode === 'embed' ? trans('YouTube or Vimeo link') : trans('Video address')}
          helperText={
            mode === 'embed'
              ? trans('e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…')
              : trans('An http(s) address of an MP4 file or of an HLS stream (.m3u8).')
          }
          fullWidth
          validate={[required(), matchesMode]}
        />
      )}
    </>
  );
}
