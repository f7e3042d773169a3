import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import MuiButton from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCloseNotification,
  useListContext,
  useNotify,
  useRefresh,
  type Identifier,
} from 'react-admin';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { deleteFileEntriesForever, restoreFileEntries, trashFileEntries } from './file-entries-api';

/** A call on the selected entries; afterwards the selection is cleared and the list refreshed. */
function useSelectionCall(call: (ids: Identifier[]) => Promise<unknown>) {
  const { selectedIds, onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: () => {
      onUnselectItems();
      refresh();
    },
    onError: (error) => notify(getErrorMessage(error), { type: 'error' }),
  });
  return { selectedIds, mutation };
}

/** The snackbar's 'Undo' after a move to the trash: the server restores the same entries. */
function UndoTrashButton({ ids }: { ids: Identifier[] }) {
  const { trans } = useTrans();
  const close = useCloseNotification();
  const refresh = useRefresh();
  const notify = useNotify();
  return (
    <MuiButton
      color="primary"
      size="small"
      onClick={() => {
        close();
        restoreFileEntries(ids).then(
          () => {
            refresh();
            notify(trans(':count file restored |||| :count files restored', { count: ids.length }));
          },
          (error: unknown) => notify(getErrorMessage(error), { type: 'error' }),
        );
      }}
    >
      {trans('Undo')}
    </MuiButton>
  );
}

/** Moves the selection to the trash at once; the notification offers to undo it. */
export function TrashSelectedButton() {
  const { trans } = useTrans();
  const notify = useNotify();
  const { selectedIds, mutation } = useSelectionCall(trashFileEntries);
  return (
    <Button
      label={trans('Move to trash')}
      disabled={mutation.isPending}
      onClick={() => {
        const ids = [...selectedIds];
        mutation.mutate(ids, {
          onSuccess: () =>
            notify(
              trans(':count file moved to the trash |||| :count files moved to the trash', {
                count: ids.length,
              }),
              { type: 'info', autoHideDuration: 8000, action: <UndoTrashButton ids={ids} /> },
            ),
        });
      }}
    >
      <DeleteOutlined />
    </Button>
  );
}

/** Puts trashed entries back where they were. */
export function RestoreSelectedButton() {
  const { trans } = useTrans();
  const notify = useNotify();
  const { selectedIds, mutation } = useSelectionCall(restoreFileEntries);
  return (
    <Button
      label={trans('Restore')}
      disabled={mutation.isPending}
      onClick={() => {
        const count = selectedIds.length;
        mutation.mutate([...selectedIds], {
          onSuccess: () =>
            notify(trans(':count file restored |||| :count files restored', { count })),
        });
      }}
    >
      <RestoreFromTrashOutlined />
    </Button>
  );
}

/** Deletes trashed entries and their bytes for good, after a confirmation. */
export function DeleteSelectedForeverButton() {
  const { trans } = useTrans();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { selectedIds, mutation } = useSelectionCall(deleteFileEntriesForever);
  const count = selectedIds.length;
  return (
    <>
      <Button
        label={trans('Delete forever')}
        color="error"
        disabled={mutation.isPending}
        onClick={() => setOpen(true)}
      >
        <DeleteForeverOutlined />
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={trans('Delete :count file forever? |||| Delete :count files forever?', { count })}
        content={trans('They cannot be restored afterwards.')}
        confirm={trans('Delete forever')}
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() =>
          mutation.mutate([...selectedIds], {
            onSuccess: () => {
              setOpen(false);
              notify(
                trans(':count file deleted forever |||| :count files deleted forever', { count }),
              );
            },
          })
        }
      />
    </>
  );
}
