import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useListContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { UploadFilesButton } from './upload-files-button';

/** Nothing to show: the trash is empty, nothing matches the filters, or nothing is uploaded yet. */
export function FileListEmpty() {
  const { trans } = useTrans();
  const { filterValues } = useListContext();
  const { deleted, ...others } = filterValues as Record<string, unknown>;
  const filtered = Object.values(others).some((value) => value !== undefined && value !== '');
  let message = trans('No files yet. Drop files on this page or upload them.');
  if (filtered) message = trans('There are no items matching your query');
  else if (deleted) message = trans('The trash is empty.');
  return (
    <Box
      sx={{ py: 8, px: 2, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
    >
      <CloudUploadOutlined color="disabled" sx={{ fontSize: 64 }} />
      <Typography color="text.secondary">{message}</Typography>
      {!filtered && !deleted ? <UploadFilesButton variant="contained" /> : null}
    </Box>
  );
}
