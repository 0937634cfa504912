import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { testConfig } from '../support/app';
import { createTestDatabase } from '../support/database';

// What reaches the server before Fastify sees a request: slow clients, over-long URLs and headers,
// broken HTTP. Sent over a raw socket, since app.inject skips Node's HTTP parser.
let database: Database;
let app: App;
let port: number;
const timeouts = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 5000,
  connectionTimeoutMs: 60_000,
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: { ...testConfig, timeouts }, database, webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type RawAnswer = { status: number; headers: string; body: string; closedAfterMs: number | null };

/** Writes the text, then waits for the server to close the socket (null: still open at `waitMs`). */
function sendRaw(text: string, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const finish = (closedAfterMs: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body, closedAfterMs });
    };
    const timer = setTimeout(() => finish(null), waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

const envelope = (error: string) => ({ success: false, message: expect.any(String), error });

describe('a slow client', () => {
  it('that never finishes its headers is answered 408 and closed within the headers timeout', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Slow: 1\r\n');
    expect(answer.closedAfterMs).not.toBeNull();
    expect(answer.closedAfterMs!).toBeGreaterThanOrEqual(timeouts.headersTimeoutMs - 50);
    expect(answer.closedAfterMs!).toBeLessThan(3000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(envelope('REQUEST_TIMEOUT'));
  });

  it('that never finishes its body is answered 408 and closed within the request timeout', async () => {
    const answer = await sendRaw(
      'POST /api/auth/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    expect(answer.closedAfterMs).not.toBeNull();
    expect(answer.closedAfterMs!).toBeLessThan(3000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(envelope('REQUEST_TIMEOUT'));
  });

  it('in time is answered as usual', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});

describe("requests Node's HTTP parser refuses", () => {
  it.each([
    [
      'a URL over 16 KB',
      `GET /api/products/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: portal\r\n\r\n`,
      414,
      'URI_TOO_LONG',
    ],
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    ['a malformed request', 'NOT HTTP AT ALL\r\n\r\n', 400, 'BAD_REQUEST'],
  ])('answer %s in the error envelope, with the security headers', async (_name, text, status, error) => {
    const answer = await sendRaw(text);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toContain("frame-ancestors 'none'");
    expect(JSON.parse(answer.body)).toEqual(envelope(error));
    expect(answer.closedAfterMs).not.toBeNull();
  });
});
