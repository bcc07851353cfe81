import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteEndedAttempts } from './attempts.repository.js';

/** How often ended attempt counters are deleted; an ended one counts as none meanwhile. */
const SWEEP_MS = 10 * 60_000;

/** Deletes the attempt counters whose window has ended, now and then, in every process. */
export const attemptsSweepPlugin = fp(
  async (app: FastifyInstance) => {
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep = setInterval(() => {
        deleteEndedAttempts(app.db).catch((error: unknown) => {
          app.log.error({ err: error }, 'deleting ended attempt counters failed');
        });
      }, SWEEP_MS);
      // The sweep alone must not keep the process alive.
      sweep.unref();
    });
    // Before the database closes (its onClose hook), so no sweep runs on a closed database.
    app.addHook('preClose', async () => {
      clearInterval(sweep);
    });
  },
  { name: 'attempts-sweep', dependencies: ['database'] },
);
