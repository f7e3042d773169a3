import path from 'node:path';
import type { Config } from '../config';
import type { SettingsService } from '../modules/settings/settings-service';
import type { FileEntryService } from '../modules/uploads/file-entry-service';
import { DirectUploadNames } from '../modules/uploads/s3-direct-keys';
import { S3DirectUploadService } from '../modules/uploads/s3-direct-service';
import { LocalTusStore, S3TusStore, type TusStore } from '../modules/uploads/tus-stores';
import { TusUploadService } from '../modules/uploads/tus-upload-service';
import type { FileStorage } from '../storage/file-storage';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { S3Storage } from '../storage/s3-storage';

/** Where resumable uploads wait: beside the bucket's files on S3, STORAGE_PATH/tus on local disk. */
function buildTusStore(config: Config, fileStorage: FileStorage): TusStore {
  if (config.fileStorage.driver === 's3' && fileStorage instanceof S3Storage) {
    return new S3TusStore(config.fileStorage, fileStorage);
  }
  if (fileStorage instanceof LocalDiskStorage) {
    return new LocalTusStore(path.join(config.storageDir, 'tus'), fileStorage);
  }
  throw new Error(`No resumable upload store for the ${fileStorage.driver} storage.`);
}

/** The upload paths beyond the plain one: resumable (tus) and direct to S3. */
export function buildUploadModules(
  config: Config,
  {
    fileStorage,
    fileEntries,
    settings,
  }: { fileStorage: FileStorage; fileEntries: FileEntryService; settings: SettingsService },
) {
  const uploadSettings = async () => (await settings.all()).uploading;
  return {
    tusUploads: new TusUploadService({
      store: buildTusStore(config, fileStorage),
      fileEntries,
      uploadSettings,
      path: `${config.basePath.replace(/\/$/, '')}/api/v1/tus/upload`,
      origin: new URL(config.appUrl).origin,
    }),
    directUploads: new S3DirectUploadService({
      storage: fileStorage instanceof S3Storage ? fileStorage : null,
      fileEntries,
      uploadSettings,
      names: new DirectUploadNames(config.appKey),
    }),
  };
}
