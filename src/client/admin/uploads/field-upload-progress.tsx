import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ClientUpload } from '@client/uploads';
import { useTrans } from '@client/i18n/trans';

/** One bar per upload a field is waiting for (the queue's panel shows the details). */
export function FieldUploadProgress({ uploads }: { uploads: ClientUpload[] }) {
  const { trans } = useTrans();
  if (!uploads.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {uploads.map((upload) => (
        <Box key={upload.id}>
          <Typography variant="caption" component="div" noWrap>
            {trans('Uploading :name', { name: upload.name })}
          </Typography>
          <LinearProgress
            variant={upload.status === 'pending' ? 'indeterminate' : 'determinate'}
            value={upload.percentage}
            aria-label={trans('Uploading :name', { name: upload.name })}
          />
        </Box>
      ))}
    </Box>
  );
}
