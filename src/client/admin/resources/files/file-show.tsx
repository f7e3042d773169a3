import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  DateField,
  FunctionField,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  useRecordContext,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { formatFileSize } from '@common/uploads/upload-restrictions';
import { useFileUrl } from '../../uploads';
import { FilePreview } from './file-preview';
import type { FileEntryRecord } from './file-record';
import { FILE_TYPE_LABELS } from './file-type-icon';

function FileDetails() {
  const { trans } = useTrans();
  const fileUrl = useFileUrl();
  const entry = useRecordContext<FileEntryRecord>();
  if (!entry) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
      }}
    >
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
        <FilePreview entry={entry} variant="full" />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Labeled label={trans('Name')}>
          <TextField source="name" sx={{ overflowWrap: 'anywhere' }} />
        </Labeled>
        <Labeled label={trans('Type')}>
          <FunctionField<FileEntryRecord>
            render={(record) => `${trans(FILE_TYPE_LABELS[record.type])} (${record.mime})`}
          />
        </Labeled>
        <Labeled label={trans('Size')}>
          <FunctionField<FileEntryRecord> render={(record) => formatFileSize(record.file_size)} />
        </Labeled>
        <Labeled label={trans('Owner')}>
          <ReferenceField source="owner_id" reference="users" emptyText="—">
            <TextField source="name" />
          </ReferenceField>
        </Labeled>
        <Labeled label={trans('Visibility')}>
          <FunctionField<FileEntryRecord>
            render={(record) =>
              record.disk === 'public' ? trans('Public') : trans('Private to its owner')
            }
          />
        </Labeled>
        <Labeled label={trans('Uploaded')}>
          <DateField source="created_at" showTime />
        </Labeled>
        <Labeled label={trans('Last updated')}>
          <DateField source="updated_at" showTime />
        </Labeled>
        {entry.deleted_at ? (
          <Labeled label={trans('In the trash since')}>
            <DateField source="deleted_at" showTime />
          </Labeled>
        ) : null}
        <Link href={fileUrl(entry.url)} target="_blank" rel="noopener">
          {trans('Open the file')}
        </Link>
      </Stack>
    </Box>
  );
}

/** One entry: a large preview (images, playable videos) and its details. */
export function FileShow() {
  const { trans } = useTrans();
  return (
    <Show title={trans('File')}>
      <FileDetails />
    </Show>
  );
}
