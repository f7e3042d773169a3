import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '@client/app/layout/navbar/user-avatar';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { applyAccountUser, type AccountUser } from '../account-user';
import { removeAvatar, uploadAvatar } from './avatar-api';
import { avatarFileError } from './avatar-validation';

const FIELDS = ['file', 'url'] as const;

type AvatarChange = { file: File } | { url: string } | 'remove';

interface AvatarFieldProps {
  user: AccountUser;
}

/**
 * The profile image: preview, upload (image/*, at most 2 MB), an image URL the server fetches,
 * and removal (spec 2.5, 5). Each change is saved at once.
 */
export function AvatarField({ user }: AvatarFieldProps) {
  const { trans } = useTrans();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const { errors, fieldProps, fieldId, setFromError, clear } = useFormErrors(FIELDS);

  const change = useMutation({
    mutationFn: (action: AvatarChange) =>
      action === 'remove' ? removeAvatar(user.id) : uploadAvatar(user.id, action),
    onSuccess: (updated, action) => {
      applyAccountUser(queryClient, updated);
      if (action === 'remove') {
        toast('Removed avatar');
      } else {
        toast('Uploaded avatar');
        setUrl('');
      }
    },
    onError: (error) => setFromError(error),
  });

  const start = (action: AvatarChange) => {
    clear();
    setClientError(null);
    change.mutate(action);
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const error = avatarFileError(file);
    if (error) {
      clear();
      setClientError(error);
      return;
    }
    start({ file });
  };

  const useUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (url.trim()) start({ url: url.trim() });
  };

  const fileError = clientError ?? errors.file ?? null;
  const fileErrorId = `${fieldId('file')}-error`;

  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        <Trans message="Profile image" />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <UserAvatar user={user} size={96} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={change.isPending}>
            <Trans message="Upload image" />
            <input
              id={fieldId('file')}
              type="file"
              name="file"
              accept="image/*"
              hidden
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileErrorId : undefined}
              onChange={pickFile}
            />
          </Button>
          {user.image ? (
            <Button color="error" disabled={change.isPending} onClick={() => start('remove')}>
              <Trans message="Remove image" />
            </Button>
          ) : null}
        </Box>
      </Box>
      {fileError ? (
        <FormHelperText id={fileErrorId} error role="alert" sx={{ mt: 1 }}>
          <Trans message={fileError} />
        </FormHelperText>
      ) : null}
      <Box
        component="form"
        onSubmit={useUrl}
        sx={{
          display: 'flex',
          gap: 1,
          mt: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
        }}
      >
        <TextField
          {...fieldProps('url')}
          type="url"
          size="small"
          label={trans('Image URL')}
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            clear('url');
          }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={change.isPending || !url.trim()}>
          <Trans message="Use an image URL" />
        </Button>
      </Box>
    </Box>
  );
}
