import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for the queue's tests: the uploads go over the network from jsdom's
 * XMLHttpRequest and fetch, and each request waits here until the test answers it (or never
 * does, to see a stall or an abort). jsdom's page is on another origin, so it answers CORS.
 */
export interface HeldRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  respond(status: number, body?: unknown, headers?: Record<string, string>): void;
  /** Resolves when the client drops the connection before an answer. */
  dropped: Promise<void>;
}

/** An answer given at once, without the test stepping in. */
export interface AutoAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface UploadTestServer {
  origin: string;
  requests: HeldRequest[];
  /** Answers the requests this returns an answer for at once; the others are held. */
  answer(route: (request: HeldRequest) => AutoAnswer | undefined): void;
  /** The next request not yet handed to the test, as soon as it has fully arrived. */
  nextRequest(): Promise<HeldRequest>;
  close(): Promise<void>;
}

function allowCrossOrigin(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, HEAD, DELETE');
  response.setHeader('access-control-expose-headers', 'ETag, Location, Upload-Offset');
}

export async function startUploadTestServer(): Promise<UploadTestServer> {
  const requests: HeldRequest[] = [];
  const unclaimed: HeldRequest[] = [];
  const waiting: ((request: HeldRequest) => void)[] = [];
  let route: (request: HeldRequest) => AutoAnswer | undefined = () => undefined;

  const server = createServer((request, response) => {
    allowCrossOrigin(request, response);
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    let answered = false;
    const dropped = new Promise<void>((resolve) => {
      response.on('close', () => {
        if (!answered) resolve();
      });
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const held: HeldRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks),
        dropped,
        respond(status, body, headers = {}) {
          answered = true;
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(body === undefined ? '' : JSON.stringify(body));
        },
      };
      requests.push(held);
      const automatic = route(held);
      if (automatic) {
        held.respond(automatic.status, automatic.body, automatic.headers);
        return;
      }
      const waiter = waiting.shift();
      if (waiter) waiter(held);
      else unclaimed.push(held);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      route = next;
    },
    nextRequest() {
      const ready = unclaimed.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fields of a multipart/form-data body, by name (a file field gives its file name). */
export function formFields(request: HeldRequest): Record<string, string> {
  const type = request.headers['content-type'] ?? '';
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of request.body.toString('utf8').split(`--${boundary[1] ?? boundary[2]}`)) {
    const [head, ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(head ?? '')?.[1];
    if (!name) continue;
    const fileName = /filename="([^"]*)"/.exec(head ?? '')?.[1];
    fields[name] = fileName ?? rest.join('\r\n\r\n').replace(/\r\n$/, '');
  }
  return fields;
}
