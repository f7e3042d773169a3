import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The log line of one request: Fastify's two ("incoming request", "request completed") are off. */
const lines: Array<Record<string, unknown>> = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

async function linesOf(requestId: string) {
  // the line is written once the answer has gone out, just after inject resolves
  for (let wait = 0; wait < 50 && !lines.some((line) => line.reqId === requestId); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lines.filter((line) => line.reqId === requestId);
}

describe('request log', () => {
  it('writes one info line per request with method, url, status and time', async () => {
    const response = await t.client().get('/api/v1/health?probe=1', {
      headers: { 'x-request-id': 'log-probe-1' },
    });
    expect(response.statusCode).toBe(200);
    const written = await linesOf('log-probe-1');
    expect(written).toHaveLength(1);
    const [line] = written;
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/v1/health?probe=1',
      statusCode: 200,
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(line!.msg).toMatch(/^GET \/api\/v1\/health\?probe=1 200 \d+(\.\d)?ms$/);
  });

  it('writes the status of a refused request too, still on one line', async () => {
    await t.client().get('/api/v1/users/me', { headers: { 'x-request-id': 'log-probe-2' } });
    const written = await linesOf('log-probe-2');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ method: 'GET', statusCode: 401 });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(lines.some((line) => line.msg === 'request completed')).toBe(false);
  });
});
