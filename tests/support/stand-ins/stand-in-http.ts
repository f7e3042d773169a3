import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in's router sees of one request. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInReply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export const json = (status: number, value: unknown): StandInReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

export const html = (body: string, status = 200): StandInReply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body,
});

export const redirect = (location: string): StandInReply => ({
  status: 303,
  headers: { location },
});

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units formatted for a hosted page: 999 EUR → €9.99. */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A node:http server on 127.0.0.1 (port 0: a free one) answering through `route`; an exception
 * in the router answers 500 so a test sees it rather than hanging.
 */
export async function serve(
  port: number,
  route: (request: StandInRequest) => Promise<StandInReply>,
): Promise<RunningServer> {
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request: StandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      route(request)
        .catch((error: unknown) => json(500, { error: { message: String(error) } }))
        .then((reply) => {
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body ?? '');
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A one-page PDF reading `line`, small but valid (viewers open it). */
export function tinyPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
