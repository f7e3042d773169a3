import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { userAdminApi, type UserToken } from './user-admin-api';
import type { AdminUserRecord } from './user-record';

/** The user's API access tokens, each deletable after a confirmation. */
export function UserTokensTab() {
  const { trans } = useTrans();
  const record = useRecordContext<AdminUserRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<UserToken | null>(null);
  const userId = record?.id ?? 0;
  const queryKey = ['admin', 'users', userId, 'tokens'];
  const tokens = useQuery({
    queryKey,
    queryFn: () => userAdminApi.tokens(userId),
    enabled: userId > 0,
  });
  const remove = useMutation({
    mutationFn: (token: UserToken) => userAdminApi.deleteToken(userId, token.id),
    onSuccess: async () => {
      notify(trans('Token deleted'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
    onSettled: () => setPending(null),
  });
  if (!record) return null;
  if (tokens.isError) return <Typography color="error">{getErrorMessage(tokens.error)}</Typography>;
  if (tokens.data && !tokens.data.length) {
    return <Typography color="text.secondary">{trans('This user has no API tokens.')}</Typography>;
  }
  return (
    <>
      <List sx={{ width: '100%', maxWidth: 560 }} aria-label={trans('API tokens')}>
        {(tokens.data ?? []).map((token) => (
          <ListItem
            key={token.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={trans('Delete :name', { name: token.name })}
                onClick={() => setPending(token)}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText
              primary={token.name}
              secondary={
                token.last_used_at
                  ? trans('Last used :date', {
                      date: new Date(token.last_used_at).toLocaleString(),
                    })
                  : trans('Never used')
              }
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={pending !== null}
        loading={remove.isPending}
        title={trans('Delete token?')}
        content={trans('Apps using this token lose access at once.')}
        onConfirm={() => pending && remove.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
