import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * At most `perAddress` open connections from one address: a client holding many sockets open
 * (slow bodies that trickle a byte every few seconds) would otherwise use up the process's file
 * descriptors and every other shopper's page would fail. A connection past the cap is closed at
 * once, before it reads a byte. Behind a reverse proxy every connection comes from the proxy
 * (`TRUST_PROXY` set): the cap is the proxy's to apply per client (nginx `limit_conn`,
 * HAProxy `src_conn_cur`), so it is off here.
 */
export const connectionLimitPlugin = fp<{ perAddress: number; behindProxy: boolean }>(
  async (app, { perAddress, behindProxy }) => {
    if (behindProxy) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: 'connection-limit' },
);
