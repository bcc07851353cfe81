import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';

// Slow bodies from one address (a byte every few seconds) must not take the sockets every other
// shopper needs: one address holds at most CONNECTIONS_PER_ADDRESS connections at once.

const CAP = 5;

describe('connections per address', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The connections are counted by the operating system's socket, not by any database.
    ({ app, close } = await startTestApp('pglite', { connectionsPerAddress: CAP }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await close?.();
  });

  /** A request from 127.0.0.2 whose body never comes: it holds its connection open. */
  async function slowBody(): Promise<{ socket: Socket; closed: Promise<unknown> }> {
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
    sockets.push(socket);
    // Not `once`: that rejects on the reset a refused connection gets, which is its answer here.
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    // A connection past the cap may be reset before it is even reported connected.
    await new Promise((resolve) => {
      socket.once('connect', resolve);
      socket.once('close', resolve);
    });
    if (!socket.destroyed)
      socket.write(
        'POST /api/checkout/ HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      );
    return { socket, closed };
  }

  it('closes connections past the cap from one address; other addresses load pages', async () => {
    const held = await Promise.all(Array.from({ length: CAP + 3 }, () => slowBody()));
    const settled = await Promise.all(
      held.map(({ closed }) =>
        Promise.race([
          closed.then(() => 'closed'),
          new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
        ]),
      ),
    );
    expect(settled.filter((state) => state === 'open')).toHaveLength(CAP);
    expect(settled.filter((state) => state === 'closed')).toHaveLength(3);
    // Another shopper's address is not held back.
    const page = await fetch(`http://127.0.0.1:${port}/remotes.json`);
    expect(page.status).toBe(200);
    // Once the slow ones go, the address may connect again.
    for (const { socket } of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await slowBody();
    const state = await Promise.race([
      again.closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
    ]);
    expect(state).toBe('open');
    again.socket.destroy();
  });
});
