import type { UploadMethod } from '../upload-types';
import type { StartTransfer } from './transfer';

/**
 * Uppy and its uploaders load with the first upload of their kind, not with the page that
 * shows the upload input.
 */
export async function loadTransfer(method: UploadMethod): Promise<StartTransfer> {
  switch (method) {
    case 'plain':
      return (await import('./plain-transfer')).startPlainTransfer;
    case 'tus':
      return (await import('./tus-transfer')).startTusTransfer;
    case 's3-simple':
    case 's3-multipart':
      return (await import('./s3-transfer')).startS3Transfer;
  }
}
