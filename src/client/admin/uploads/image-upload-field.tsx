import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTrans } from '@client/i18n/trans';
import { FieldUploadProgress } from './field-upload-progress';
import { SingleFileActions } from './single-file-actions';
import { UploadFieldFrame } from './upload-field-frame';
import type { UploadFieldProps } from './upload-field-props';
import { useFieldUploads } from './use-field-uploads';
import { useFileUrl } from './use-file-url';

interface ImageUploadFieldProps extends UploadFieldProps<string | null> {
  /** Also offer a text box for the address (settings that accept a path or a full URL). */
  allowUrl?: boolean;
}

/** One image: its preview, upload or replace, remove. */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  allowUrl = false,
}: ImageUploadFieldProps) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const uploads = useFieldUploads('image', (entry) => onChange(entry.url));
  return (
    <UploadFieldFrame
      label={label}
      uploads={uploads}
      error={error}
      helperText={helperText}
      disabled={disabled}
    >
      <Box
        sx={{
          width: 1,
          maxWidth: 320,
          height: 160,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {value ? (
          <Box
            component="img"
            src={fileUrl(value)}
            alt={trans('Preview of :label', { label })}
            sx={{ maxWidth: 1, maxHeight: 1, objectFit: 'contain' }}
          />
        ) : (
          <ImageOutlined color="disabled" fontSize="large" aria-label={trans('No image')} />
        )}
      </Box>
      <FieldUploadProgress uploads={uploads.running} />
      <SingleFileActions
        kind="image"
        label={label}
        filled={Boolean(value)}
        disabled={disabled}
        onFiles={uploads.start}
        onRemove={() => onChange(null)}
      />
      {allowUrl ? (
        <TextField
          size="small"
          fullWidth
          label={trans(':label address', { label })}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value || null)}
        />
      ) : null}
    </UploadFieldFrame>
  );
}
