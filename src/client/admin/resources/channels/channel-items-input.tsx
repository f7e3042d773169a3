import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useInput } from 'react-admin';
import type { AdminChannelItem } from '@common/api/admin-channels';
import type { ChannelContentType } from '@common/api/channels';
import { apiClient } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { SortableList } from '../../sortable/sortable-list';
import { useFileUrl } from '../../uploads';
import { addItem, removeItem, reorderItems } from './channel-items';
import { useDebounced } from './use-debounced';

const PLACEHOLDERS: Record<ChannelContentType, string> = {
  title: 'Search titles to add',
  person: 'Search people to add',
  news: 'Search news to add',
  channel: 'Search channels to add',
};

/** Records of the type matching the typed text (channels: all of them until something is typed). */
function useItemSearch(type: ChannelContentType, text: string, exceptId?: number) {
  const query = useDebounced(text.trim(), 300);
  return useQuery({
    queryKey: ['admin', 'channel-items', type, query, exceptId],
    queryFn: ({ signal }) =>
      apiClient.get<{ items: AdminChannelItem[] }>(
        'admin/channel-items',
        { type, query, except: exceptId },
        { signal },
      ),
    enabled: type === 'channel' || query.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * A curated channel's items: search-as-you-type to add, remove, and reorder by drag, keyboard
 * or move buttons. The value is the list of items with their labels; the payload sends ids.
 */
export function ChannelItemsInput({
  type,
  exceptId,
}: {
  type: ChannelContentType;
  exceptId?: number;
}) {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const { field, fieldState } = useInput({ source: 'items', defaultValue: [] });
  const value = (field.value ?? []) as AdminChannelItem[];
  const items = value.filter((item) => item.item_type === type);
  const [typed, setTyped] = useState('');
  const { data, isFetching } = useItemSearch(type, typed, exceptId);
  const options = (data?.items ?? []).filter(
    (option) => !items.some((item) => item.item_id === option.item_id),
  );
  const rows: Array<AdminChannelItem & { id: number }> = items.map((item) => ({
    ...item,
    id: item.item_id,
  }));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {trans('Items')}
      </Typography>
      <Autocomplete<AdminChannelItem>
        sx={{ maxWidth: 640, mb: 2 }}
        options={options}
        loading={isFetching}
        value={null}
        inputValue={typed}
        onInputChange={(_, value, reason) => reason !== 'reset' && setTyped(value)}
        onChange={(_, option) => {
          if (!option) return;
          field.onChange(addItem(items, option));
          setTyped('');
        }}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.item_id === value.item_id}
        filterOptions={(list) => list}
        noOptionsText={typed.trim() ? trans('Nothing found.') : trans('Type to search.')}
        loadingText={trans('Loading…')}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.name}
            {option.description && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {option.description}
              </Typography>
            )}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={trans(PLACEHOLDERS[type])} />}
      />
      {rows.length ? (
        <SortableList
          items={rows}
          label={trans('Items')}
          describe={(item) => item.name}
          onReorder={(ids) => field.onChange(reorderItems(items, ids))}
          renderItem={(item, controls) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, minWidth: 0 }}>
              {controls}
              <Avatar
                variant="rounded"
                src={item.image ? fileUrl(item.image) : undefined}
                alt=""
                sx={{ width: 32, height: 44 }}
              >
                {item.name.slice(0, 1)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap>{item.name}</Typography>
                {item.description && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {item.description}
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={trans('Remove :name', { name: item.name })}
                onClick={() => field.onChange(removeItem(items, item.item_id))}
              >
                <CloseOutlined />
              </IconButton>
            </Box>
          )}
        />
      ) : (
        <Typography color="text.secondary">{trans('No items yet.')}</Typography>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>{trans(fieldState.error.message)}</FormHelperText>
      )}
    </Box>
  );
}
