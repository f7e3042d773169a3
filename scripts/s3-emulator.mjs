// A local S3 for tests: moto_server (installed on these machines) on a free port, with one bucket
// whose CORS lets a browser PUT parts and read their ETag. Used by the API tests and e2e server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(endpoint, child) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('moto_server did not start within 20 seconds');
}

/**
 * Starts moto_server and creates the bucket. Answers the S3_* environment the app needs, the
 * client for tests to inspect the bucket, and stop().
 * @param {{ port?: number, bucket?: string, allowedOrigin?: string }} [options]
 */
export async function startS3Emulator(options = {}) {
  const port = options.port ?? (await freePort());
  const bucket = options.bucket ?? 'cinedex-test';
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  await waitUntilUp(endpoint, child);
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [options.allowedOrigin ?? '*'],
            AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD', 'DELETE'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
  return {
    endpoint,
    bucket,
    client,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Whether the bucket holds an object at key. */
    objectExists(key) {
      return client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .then(() => true)
        .catch(() => false);
    },
    async stop() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
