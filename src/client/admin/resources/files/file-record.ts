import type { FileEntryRecord } from '@common/api/file-entries';

export type { FileEntryRecord };

/** react-admin's resource name ('/admin/files', spec 2.9); its API lives at file-entries. */
export const FILES_RESOURCE = 'files';
