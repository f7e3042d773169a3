import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import {
  BulkActionsToolbar,
  FilterButton,
  List,
  Pagination,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { useWindowFileDrop } from '../../uploads';
import {
  DeleteSelectedForeverButton,
  RestoreSelectedButton,
  TrashSelectedButton,
} from './file-bulk-actions';
import { useFileFilters } from './file-filters';
import { FileGrid } from './file-grid';
import { FileListControls } from './file-list-controls';
import { DEFAULT_FILE_SORT } from './file-sort';
import { UploadFilesButton } from './upload-files-button';
import { useUploadFiles } from './use-upload-files';

function FileListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <UploadFilesButton />
    </TopToolbar>
  );
}

function FileBulkActions() {
  const { filterValues } = useListContext();
  const inTrash = Boolean((filterValues as { deleted?: unknown }).deleted);
  return (
    <BulkActionsToolbar>
      {inTrash ? (
        <>
          <RestoreSelectedButton />
          <DeleteSelectedForeverButton />
        </>
      ) : (
        <TrashSelectedButton />
      )}
    </BulkActionsToolbar>
  );
}

function DropOverlay() {
  const { trans } = useTrans();
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        pointerEvents: 'none',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.45)',
        border: '4px dashed',
        borderColor: 'primary.main',
      }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, color: 'common.white' }}>
        <CloudUploadOutlined sx={{ fontSize: 72 }} />
        <Typography variant="h6" component="p">
          {trans('Drop files to upload them')}
        </Typography>
      </Box>
    </Box>
  );
}

/** Spec 2.9 admin files: every file entry as a card grid; drop files anywhere on the page. */
export function FileList() {
  const { trans } = useTrans();
  const upload = useUploadFiles();
  const dragging = useWindowFileDrop(upload);
  return (
    <>
      <List
        title={trans('Files')}
        sort={DEFAULT_FILE_SORT}
        perPage={24}
        filters={useFileFilters()}
        actions={<FileListActions />}
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
      >
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <FileListControls />
          <FileBulkActions />
          <FileGrid />
        </Box>
      </List>
      {dragging ? <DropOverlay /> : null}
    </>
  );
}
