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

/**
 * Sends `head`, then `body` a byte every `everyMs`; resolves with what the server answered and
 * how long after the connection it closed or answered.
 */
function sendSlowly(port: number, head: string, body: string, everyMs: number) {
  return new Promise<{ answer: string; elapsedMs: number; bytesSent: number }>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, elapsedMs: Date.now() - started, bytesSent });
    };
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (bytesSent < body.length && socket.writable) {
          socket.write(body.charAt(bytesSent));
          bytesSent += 1;
        }
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      // One answer is all a test needs: the head and whatever body came with it.
      if (/\r\n\r\n/.test(answer)) setTimeout(finish, 50);
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    setTimeout(finish, 20_000);
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

describe('a body trickling in, by the kind of route (issue 37 point 5)', () => {
  const BODY_TIMEOUT_MS = 1_500;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    let app: FastifyInstance;
    // The whole request may take long (an upload's limit); a JSON body has the short one.
    ({ app, close } = await startTestApp('pglite', {
      requestTimeoutMs: 60_000,
      bodyTimeoutMs: BODY_TIMEOUT_MS,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => close?.());

  const jsonHead = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${length}\r\n\r\n`;

  it('cuts a JSON body sent a byte a second off within the short limit; pages still load', async () => {
    const slow = Array.from({ length: 4 }, () =>
      sendSlowly(port, jsonHead('/api/orders/', 1000), ' '.repeat(1000), 1000),
    );
    // Meanwhile a shopper's page load is answered at once.
    const page = await fetch(`http://127.0.0.1:${port}/remotes.json`);
    expect(page.status).toBe(200);
    for (const { answer, elapsedMs, bytesSent } of await Promise.all(slow)) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
      expect(elapsedMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(elapsedMs).toBeLessThan(BODY_TIMEOUT_MS + 1_500);
      expect(bytesSent).toBeLessThan(5);
    }
  });

  it('answers a JSON body that arrives in time as usual', async () => {
    const body = '{}';
    const { answer } = await sendSlowly(port, jsonHead('/api/ask/', body.length), body, 300);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"code":"VALIDATION_FAILED"');
  });

  it('gives a photo upload the long limit: a slow one is read to its end', async () => {
    const head =
      'POST /api/complaints/photos/ HTTP/1.1\r\nHost: shop\r\nContent-Type: image/jpeg\r\n' +
      'Content-Length: 8\r\n\r\n';
    const { answer, elapsedMs, bytesSent } = await sendSlowly(port, head, 'x'.repeat(8), 400);
    expect(bytesSent).toBe(8);
    expect(elapsedMs).toBeGreaterThan(BODY_TIMEOUT_MS);
    // Eight bytes of 'x' are no picture: refused for what they are, not for their pace.
    expect(answer).toMatch(/^HTTP\/1\.1 4(00|15)/);
    expect(answer).not.toMatch(/^HTTP\/1\.1 408/);
  });
});
