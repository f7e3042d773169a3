import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTrans } from '@client/i18n/trans';
import { ChooseFilesButton } from './choose-files-button';
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds';

interface SingleFileActionsProps {
  kind: Exclude<UploadKind, 'gallery'>;
  label: string;
  /** Whether the field holds a file: the button then replaces it, and Remove shows. */
  filled: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

const CHOOSE_TEXT = {
  image: { upload: 'Upload image', replace: 'Replace image' },
  video: { upload: 'Upload video', replace: 'Replace video' },
} as const;

/** Upload or replace, and remove: the buttons under a single-file field's preview. */
export function SingleFileActions({
  kind,
  label,
  filled,
  disabled,
  onFiles,
  onRemove,
}: SingleFileActionsProps) {
  const { trans } = useTrans();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ChooseFilesButton
        variant="outlined"
        size="small"
        disabled={disabled}
        accept={UPLOAD_KINDS[kind].accept}
        onFiles={onFiles}
        aria-label={trans(filled ? 'Replace :label' : 'Upload :label', { label })}
      >
        {trans(filled ? CHOOSE_TEXT[kind].replace : CHOOSE_TEXT[kind].upload)}
      </ChooseFilesButton>
      {filled ? (
        <Button
          size="small"
          color="error"
          disabled={disabled}
          onClick={onRemove}
          aria-label={trans('Remove :label', { label })}
        >
          {trans('Remove')}
        </Button>
      ) : null}
    </Stack>
  );
}
