import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { orderChanged, orderedBy } from './reorder-logic';

/**
 * A list reordered optimistically: the new order shows at once while `save` sends it; then
 * `reload` reads the list again (or, on failure, the old order comes back with a message).
 */
export function useOptimisticOrder<T extends { id: number }>(
  items: readonly T[],
  save: (ids: number[]) => Promise<unknown>,
  reload: () => Promise<unknown>,
) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [pending, setPending] = useState<number[] | null>(null);
  const ordered = orderedBy(items, pending);

  const reorder = async (ids: number[]) => {
    if (
      !orderChanged(
        ordered.map((item) => item.id),
        ids,
      )
    )
      return;
    setPending(ids);
    try {
      await save(ids);
      await reload();
    } catch (error) {
      notify(
        error instanceof Error && error.message
          ? error.message
          : trans('The order could not be saved.'),
        {
          type: 'error',
        },
      );
    } finally {
      setPending(null);
    }
  };

  return { ordered, reorder, saving: pending !== null };
}
