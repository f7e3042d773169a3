import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { useTrans } from '@client/i18n/trans';
import type { FieldUploads } from './use-field-uploads';
import { useFileDrop } from './use-file-drop';

interface UploadFieldFrameProps {
  label: string;
  /** The field's uploads: files dropped on the frame go to them; their failure shows as the error. */
  uploads: FieldUploads;
  /** The form's validation error; shown (before an upload's failure) instead of the help. */
  error?: string | null;
  helperText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled group around an upload field; files dropped anywhere on it are uploaded. */
export function UploadFieldFrame({
  label,
  uploads,
  error: formError,
  helperText,
  disabled,
  children,
}: UploadFieldFrameProps) {
  const { trans } = useTrans();
  const { dragging, dropProps } = useFileDrop(uploads.start, disabled);
  const error = formError || uploads.error;
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        {...dropProps}
        sx={{
          display: 'grid',
          gap: 1,
          p: 1,
          // the drop outline sits around the content, which lines up with the label
          mx: 'calc(-1 * (8px + 2px))',
          borderRadius: 1,
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'transparent',
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        {children}
        {dragging ? (
          <Box sx={{ typography: 'body2', color: 'primary.main' }}>{trans('Drop to upload')}</Box>
        ) : null}
      </Box>
      {error || helperText ? (
        <FormHelperText role={error ? 'alert' : undefined}>{error || helperText}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
