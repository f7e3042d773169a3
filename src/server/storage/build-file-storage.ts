import type { FileStorageConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { createS3Client, S3Storage } from './s3-storage';

/** The storage the config names: local disk by default, the S3 bucket when S3_BUCKET is set. */
export function buildFileStorage(config: FileStorageConfig): FileStorage {
  return config.driver === 's3'
    ? new S3Storage(createS3Client(config), config)
    : new LocalDiskStorage(config.root);
}
