import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

/** Sends `head`, then one byte every `everyMs` until the server answers or closes the socket. */
function trickle(port: number, head: string, everyMs: number) {
  return new Promise<{ answer: string; bytesSent: number }>((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (socket.writable) {
          socket.write('x');
          bytesSent += 1;
        }
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server never cut the request off'));
    }, 20_000);
  });
}

// Socket timeouts need no database: the embedded one is enough.
describe('a request trickling in (issue 13 point 5)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    ({ app, close } = await startTestApp('pglite', {
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 2_000,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => close?.());

  it('is cut off with 408 when its body does not arrive in time', async () => {
    const head =
      'POST /api/ask/ HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n';
    const { answer, bytesSent } = await trickle(port, head, 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesSent).toBeLessThan(100);
  });

  it('is cut off when its headers do not arrive in time', async () => {
    const { answer } = await trickle(port, 'GET /api/resources/?lang=en HTTP/1.1\r\nX-Slow: ', 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
