import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import { FileList } from './file-list';
import type { FileEntryRecord } from './file-record';
import { FileShow } from './file-show';

/** Spec 2.9 /admin/files (issue 13): every file entry, uploads, trash. */
export default {
  name: 'files',
  list: FileList,
  show: FileShow,
  icon: PermMediaOutlined,
  recordRepresentation: (record: FileEntryRecord) => record.name,
  options: { label: 'Files' },
  permission: 'files.update',
};
