import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Where a bucket sweep looks: one prefix of one bucket. */
export interface BucketArea {
  client: S3Client;
  bucket: string;
  prefix: string;
}

/** Multipart uploads under the prefix that were started before the cutoff (every page). */
async function multipartUploadsBefore(area: BucketArea, cutoff: Date): Promise<MultipartUpload[]> {
  const found: MultipartUpload[] = [];
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
      if (upload.Key && upload.UploadId && upload.Initiated && upload.Initiated < cutoff) {
        found.push(upload);
      }
    }
    if (!page.IsTruncated) return found;
    keyMarker = page.NextKeyMarker;
    uploadIdMarker = page.NextUploadIdMarker;
  }
}

/** Aborts the multipart uploads under the prefix started before the cutoff; answers their keys. */
export async function abortMultipartUploadsBefore(
  area: BucketArea,
  cutoff: Date,
): Promise<string[]> {
  const stale = await multipartUploadsBefore(area, cutoff);
  for (const upload of stale) {
    await area.client.send(
      new AbortMultipartUploadCommand({
        Bucket: area.bucket,
        Key: upload.Key,
        UploadId: upload.UploadId,
      }),
    );
  }
  return stale.map((upload) => upload.Key!);
}

/** Deletes the objects under the prefix last written before the cutoff; answers their keys. */
export async function deleteObjectsBefore(area: BucketArea, cutoff: Date): Promise<string[]> {
  const deleted: string[] = [];
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
      if (!object.Key || !object.LastModified || object.LastModified >= cutoff) continue;
      await area.client.send(new DeleteObjectCommand({ Bucket: area.bucket, Key: object.Key }));
      deleted.push(object.Key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
