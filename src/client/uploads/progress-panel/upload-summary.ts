import type { TranslationValues } from '@common/i18n/translations';
import type { ClientUpload } from '../upload-types';

export interface PanelMessage {
  message: string;
  values?: TranslationValues;
}

export const isActive = (upload: Pick<ClientUpload, 'status'>) =>
  upload.status === 'pending' || upload.status === 'inProgress';

/** The panel's header: the uploads still going, otherwise how the batch ended. */
export function uploadSummary(uploads: Pick<ClientUpload, 'status'>[]): PanelMessage {
  const active = uploads.filter(isActive).length;
  if (active > 0) {
    return {
      message: 'Uploading :count file |||| Uploading :count files',
      values: { count: active },
    };
  }
  const failed = uploads.filter((upload) => upload.status === 'failed').length;
  if (failed > 0) {
    return {
      message: ':count upload failed |||| :count uploads failed',
      values: { count: failed },
    };
  }
  return { message: 'Upload complete' };
}

/** What a finished upload tells a screen reader user (completions and failures). */
export function uploadAnnouncement(
  upload: Pick<ClientUpload, 'name' | 'status' | 'error'>,
): PanelMessage | null {
  if (upload.status === 'completed')
    return { message: ':name uploaded', values: { name: upload.name } };
  if (upload.status !== 'failed') return null;
  return upload.error
    ? {
        message: 'Could not upload :name: :error',
        values: { name: upload.name, error: upload.error },
      }
    : { message: 'Could not upload :name', values: { name: upload.name } };
}
