import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Where a bucket sweep looks: one prefix of one bucket. */
export interface BucketArea {
  client: S3Client;
  bucket: string;
  prefix: string;
}

export interface PendingMultipartUpload {
  key: string;
  uploadId: string;
  initiated: Date;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Every multipart upload under the prefix that was neither completed nor aborted. */
export async function listMultipartUploads(area: BucketArea): Promise<PendingMultipartUpload[]> {
  const found: PendingMultipartUpload[] = [];
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  for (;;) {
    const page = await area.client.send(
      new ListMultipartUploadsCommand({
        Bucket: area.bucket,
        Prefix: area.prefix,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      }),
    );
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId) continue;
      found.push({
        key: upload.Key,
        uploadId: upload.UploadId,
        initiated: upload.Initiated ?? new Date(0),
      });
    }
    if (!page.IsTruncated) return found;
    keyMarker = page.NextKeyMarker;
    uploadIdMarker = page.NextUploadIdMarker;
  }
}

export async function abortMultipartUploads(
  area: BucketArea,
  uploads: PendingMultipartUpload[],
): Promise<void> {
  for (const upload of uploads) {
    await area.client.send(
      new AbortMultipartUploadCommand({
        Bucket: area.bucket,
        Key: upload.key,
        UploadId: upload.uploadId,
      }),
    );
  }
}

/** Every object under the prefix. */
export async function listObjects(area: BucketArea): Promise<ListedObject[]> {
  const found: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await area.client.send(
      new ListObjectsV2Command({
        Bucket: area.bucket,
        Prefix: area.prefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) {
        found.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0) });
      }
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

export async function deleteObjects(area: BucketArea, keys: string[]): Promise<void> {
  for (const key of keys) {
    await area.client.send(new DeleteObjectCommand({ Bucket: area.bucket, Key: key }));
  }
}
