import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addPeriodicSweep } from '../../lib/periodic-sweep.js';
import { deleteEndedAttempts } from './attempts.repository.js';

/** How often ended attempt counters are deleted; an ended one counts as none meanwhile. */
const SWEEP_MS = 10 * 60_000;

/** Deletes the attempt counters whose window has ended, now and then, in every process. */
export const attemptsSweepPlugin = fp(
  async (app: FastifyInstance) => {
    addPeriodicSweep(app, {
      everyMs: SWEEP_MS,
      failure: 'deleting ended attempt counters failed',
      task: () => deleteEndedAttempts(app.db),
    });
  },
  { name: 'attempts-sweep', dependencies: ['database'] },
);
