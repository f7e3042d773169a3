import { useDelete, useNotify } from 'react-admin';
import type { AdminCreditRecord } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';

/** Removes a credit at once, with Undo in the notification (the call is sent when it closes). */
export function useDeleteCredit() {
  const { trans } = useTrans();
  const notify = useNotify();
  const [deleteOne] = useDelete<AdminCreditRecord>();
  return (credit: AdminCreditRecord) =>
    deleteOne(
      'credits',
      { id: credit.id, previousData: credit },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify(trans('Credit removed.'), { type: 'info', undoable: true }),
        onError: (error) =>
          notify(
            error instanceof Error ? error.message : trans('The credit could not be removed.'),
            {
              type: 'error',
            },
          ),
      },
    );
}
