import type { S3Client } from '@aws-sdk/client-s3';

export interface S3Emulator {
  endpoint: string;
  bucket: string;
  client: S3Client;
  /** S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** Whether the bucket holds an object at key. */
  objectExists(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

export function startS3Emulator(options?: {
  port?: number;
  bucket?: string;
  allowedOrigin?: string;
}): Promise<S3Emulator>;
