import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The object store's own address, when files live on S3 behind a configured endpoint: browsers
 * upload straight to it and load previews from its signed URLs. An https endpoint is already
 * allowed; a plain-http one (MinIO or moto on a local network) must be named.
 */
export function storageOrigins(fileStorage: Config['fileStorage']): string[] {
  if (fileStorage.driver !== 's3' || !fileStorage.endpoint) return [];
  try {
    return [new URL(fileStorage.endpoint).origin];
  } catch {
    return [];
  }
}

/** Security headers; the CSP is off in development, where Vite injects inline scripts. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.appUrl.startsWith('https://');
  const storage = storageOrigins(config.fileStorage);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: config.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
            fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
            mediaSrc: ["'self'", 'blob:', 'https:', ...storage],
            frameSrc: ["'self'", 'https:'],
            // hls.js fetches streams (which may live on a CDN) and runs a blob: worker.
            connectSrc: ["'self'", 'https:', ...storage],
            workerSrc: ["'self'", 'blob:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The social login popup must keep window.opener to post its result back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
