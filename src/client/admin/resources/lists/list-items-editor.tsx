import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { ListItem } from '@common/api/lists';
import { apiClient } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { TitleSearchCombobox } from '@client/site/lists/title-search-combobox';
import { SortableList } from '../../sortable/sortable-list';
import { useOptimisticOrder } from '../../sortable/use-optimistic-order';
import { ListItemRow } from './list-item-row';

interface ItemsAnswer {
  items: ListItem[];
  total: number;
}

/**
 * A list's titles in order: add by search-as-you-type, remove, and reorder by drag, keyboard or
 * move buttons. Each change is saved at once (the list's own fields save with the form).
 */
export function ListItemsEditor({ listId }: { listId: number }) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const path = `admin/lists/${listId}/items`;
  const { data, isPending, error, refetch } = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiClient.get<ItemsAnswer>(path, {}, { signal }),
  });
  const items = data?.items ?? [];
  // the server reorders a whole list at once; the editor holds only its first items
  const complete = data !== undefined && data.total <= items.length;
  const { ordered, reorder, saving } = useOptimisticOrder(
    items,
    (ids) => apiClient.put(`${path}/order`, { title_ids: ids }),
    refetch,
  );

  const change = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      await refetch();
      notify(done, { type: 'info' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : trans('The list could not be saved.'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="list-items-heading"
      // long title names wrap or clip inside; they never widen the edit page past a phone's width
      sx={{ maxWidth: 860, p: 2, contain: 'inline-size' }}
    >
      <Typography id="list-items-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {trans('Titles')}
      </Typography>
      <Box sx={{ mb: 2, maxWidth: 520 }}>
        <TitleSearchCombobox
          excludeIds={items.map((item) => item.id)}
          onSelect={(title) =>
            void change(
              () => apiClient.post(path, { title_id: title.id }),
              trans(':name added.', { name: title.name }),
            )
          }
        />
      </Box>
      {isPending || saving || busy ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{trans('The titles could not be loaded.')}</Alert> : null}
      {!isPending && !error && ordered.length === 0 ? (
        <Typography color="text.secondary">{trans('No titles yet.')}</Typography>
      ) : null}
      {ordered.length ? (
        <SortableList
          label={trans('Titles')}
          items={ordered}
          onReorder={(ids) => void reorder(ids)}
          describe={(item) => item.name}
          disabled={saving || busy || !complete}
          renderItem={(item, controls) => (
            <ListItemRow
              item={item}
              position={ordered.indexOf(item) + 1}
              controls={controls}
              disabled={busy}
              onRemove={() =>
                void change(
                  () => apiClient.delete(`${path}/${item.id}`),
                  trans(':name removed.', { name: item.name }),
                )
              }
            />
          )}
        />
      ) : null}
      {data && !complete ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {trans(
            'Showing the first :count of :total titles; a list this long is not reordered here.',
            {
              count: items.length,
              total: data.total,
            },
          )}
        </Typography>
      ) : null}
    </Box>
  );
}
