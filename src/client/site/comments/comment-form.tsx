import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { showErrorToast } from '@client/ui/toast/error-toast';

const FIELDS = ['content'] as const;

interface CommentFormProps {
  /** Accessible name and placeholder of the text box. */
  label: string;
  submitLabel: string;
  initialValue?: string;
  autoFocus?: boolean;
  /** Sends the text; rejects with the API error so it lands on the field. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Empties the box after a successful post (new comments), or not (edits close instead). */
  resetOnSuccess?: boolean;
}

/** A comment text box with its buttons, for new comments, replies and edits. */
export function CommentForm({
  label,
  submitLabel,
  initialValue = '',
  autoFocus,
  onSubmit,
  onCancel,
  resetOnSuccess,
}: CommentFormProps) {
  const { trans } = useTrans();
  const [content, setContent] = useState(initialValue);
  const [pending, setPending] = useState(false);
  const errors = useFormErrors(FIELDS, {
    onOtherError: (error) => showErrorToast(error),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    errors.clear();
    setPending(true);
    try {
      await onSubmit(content.trim());
      if (resetOnSuccess) setContent('');
    } catch (error) {
      errors.setFromError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      <TextField
        {...errors.fieldProps('content')}
        label={trans(label)}
        placeholder={trans(label)}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          errors.clear('content');
        }}
        multiline
        minRows={2}
        fullWidth
        autoFocus={autoFocus}
        size="small"
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button size="small" onClick={onCancel}>
            <Trans message="Cancel" />
          </Button>
        ) : null}
        <Button
          size="small"
          type="submit"
          variant="contained"
          disabled={pending || !content.trim()}
        >
          <Trans message={submitLabel} />
        </Button>
      </Box>
    </Box>
  );
}
