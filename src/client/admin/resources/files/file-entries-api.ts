import { apiClient } from '@client/http/api-client';
import type { Identifier } from 'react-admin';

const entryIds = (ids: Identifier[]) => ids.map(Number);

/** To the trash (restorable), as spec 7.8's delete call without deleteForever. */
export const trashFileEntries = (ids: Identifier[]) =>
  apiClient.post('file-entries/delete', { entryIds: entryIds(ids), deleteForever: false });

/** Rows and bytes gone for good. */
export const deleteFileEntriesForever = (ids: Identifier[]) =>
  apiClient.post('file-entries/delete', { entryIds: entryIds(ids), deleteForever: true });

export const restoreFileEntries = (ids: Identifier[]) =>
  apiClient.post('file-entries/restore', { entryIds: entryIds(ids) });
