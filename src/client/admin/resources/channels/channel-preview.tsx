import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ChannelItem } from '@common/api/channels';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';
import { channelPayload, type ChannelFormValues } from './channel-record';
import { useDebounced } from './use-debounced';

/** What a preview row shows of an item: its name, a line under it and its picture. */
export function previewLine(item: ChannelItem): {
  name: string;
  detail: string | null;
  image: string | null;
} {
  switch (item.model_type) {
    case 'title':
      return { name: item.name, detail: item.year ? String(item.year) : null, image: item.poster };
    case 'person':
      return { name: item.name, detail: item.known_for, image: item.image };
    case 'news':
      return { name: item.title, detail: item.source, image: item.image };
    default:
      return {
        name: item.name,
        detail: item.items
          .map((nested) => previewLine(nested).name)
          .slice(0, 3)
          .join(', '),
        image: null,
      };
  }
}

/**
 * The first items the unsaved settings would show, from the server's own channel code,
 * refreshed a moment after the fields stop changing.
 */
export function ChannelPreview() {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const values = useWatch() as ChannelFormValues;
  const payload = useDebounced(JSON.stringify(channelPayload(values)), 500);
  const { data, isFetching, error } = useQuery({
    queryKey: ['admin', 'channel-preview', payload],
    queryFn: ({ signal }) =>
      apiClient.post<{ items: ChannelItem[] }>(
        'admin/channels/preview',
        JSON.parse(payload) as Record<string, unknown>,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const items = data?.items ?? [];

  return (
    <Paper
      component="section"
      aria-labelledby="channel-preview-heading"
      variant="outlined"
      sx={{ p: 2, alignSelf: 'start', minWidth: 0 }}
    >
      <Typography id="channel-preview-heading" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {trans('Preview')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress />}</Box>
      {error ? (
        <Alert severity="info">{getErrorMessage(error)}</Alert>
      ) : !data && isFetching ? null : items.length ? (
        <Box component="ol" aria-label={trans('Preview')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item, index) => {
            const line = previewLine(item);
            return (
              <Box
                component="li"
                key={`${item.model_type}-${item.id}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}
              >
                <Typography color="text.secondary" sx={{ width: 24, textAlign: 'right' }}>
                  {index + 1}
                </Typography>
                <Avatar
                  variant="rounded"
                  src={line.image ? fileUrl(line.image) : undefined}
                  alt=""
                  sx={{ width: 32, height: 44 }}
                >
                  {line.name.slice(0, 1)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>{line.name}</Typography>
                  {line.detail && (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {line.detail}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary">{trans('Nothing to show yet.')}</Typography>
      )}
    </Paper>
  );
}
