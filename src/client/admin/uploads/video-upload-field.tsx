import Box from '@mui/material/Box';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { useTrans } from '@client/i18n/trans';
import { FieldUploadProgress } from './field-upload-progress';
import { SingleFileActions } from './single-file-actions';
import { UploadFieldFrame } from './upload-field-frame';
import type { UploadFieldProps } from './upload-field-props';
import { useFieldUploads } from './use-field-uploads';
import { useFileUrl } from './use-file-url';

/** One video (MP4 plays in every browser): a player to check it, upload or replace, remove. */
export function VideoUploadField({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: UploadFieldProps<string | null>) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const uploads = useFieldUploads('video', (entry) => onChange(entry.url));
  return (
    <UploadFieldFrame
      label={label}
      uploads={uploads}
      error={error}
      helperText={helperText}
      disabled={disabled}
    >
      {value ? (
        <Box
          component="video"
          src={fileUrl(value)}
          controls
          preload="metadata"
          aria-label={trans('Preview of :label', { label })}
          sx={{ width: 1, maxWidth: 480, maxHeight: 270, bgcolor: 'common.black', borderRadius: 1 }}
        />
      ) : (
        <Box
          sx={{
            width: 1,
            maxWidth: 320,
            height: 120,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <MovieOutlined color="disabled" fontSize="large" aria-label={trans('No video')} />
        </Box>
      )}
      <FieldUploadProgress uploads={uploads.running} />
      <SingleFileActions
        kind="video"
        label={label}
        filled={Boolean(value)}
        disabled={disabled}
        onFiles={uploads.start}
        onRemove={() => onChange(null)}
      />
    </UploadFieldFrame>
  );
}
