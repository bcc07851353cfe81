import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** Signals that stop a run: Ctrl-C in a terminal, and how a container or service is stopped. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM'];

/**
 * Spawns a command with inherited output and resolves with its exit code once it has exited
 * (128 + the signal's number when a signal ended it). While it runs, SIGINT and SIGTERM sent to
 * this script go on to it and this script waits for it: without that, stopping `npm start` (a
 * container sends SIGTERM to it alone) ended the script and left the server running.
 */
function spawnForwardingSignals(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    const stopForwarding = () => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
    };
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    child.on('error', (error) => {
      stopForwarding();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      stopForwarding();
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export async function run(command, args, options = {}) {
  const code = await spawnForwardingSignals(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** The first wait before starting a server that stopped by itself again, and the longest. */
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A server that ran this long before it stopped is started again after the first wait. */
const STEADY_RUN_MS = 60_000;

/**
 * Runs the long-lived last command (the server) and keeps it running: when it stops without
 * being told to (a crash, an out-of-memory kill), it is started again after a wait that doubles
 * while it keeps stopping (1 s up to 30 s), and the console says so. Once SIGINT or SIGTERM
 * reaches this script it is passed on and the server's exit code is answered, for this script
 * to exit with: a server that shuts down cleanly makes `npm start` exit 0.
 */
/**
 * The api's heap ceiling, as `npm start`, the api's start script and the bench run it: far above
 * what its bounded caches hold, so that V8 collects garbage before it grows the heap (README
 * "Configuration").
 */
export const API_HEAP_FLAG = '--max-old-space-size=512';

export async function serve(command, args, options = {}) {
  let stopping = false;
  let wake = () => {};
  const stop = () => {
    stopping = true;
    wake();
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, stop);
  try {
    let delay = RESTART_DELAY_MS;
    for (;;) {
      const startedAt = Date.now();
      const code = await spawnForwardingSignals(command, args, options);
      if (stopping) return code;
      if (Date.now() - startedAt >= STEADY_RUN_MS) delay = RESTART_DELAY_MS;
      process.stderr.write(
        `\n▶ The server stopped by itself (exit code ${code}); starting it again in ${delay / 1000} s\n`,
      );
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return code;
      delay = Math.min(delay * 2, RESTART_DELAY_MAX_MS);
    }
  } finally {
    for (const signal of FORWARDED_SIGNALS) process.off(signal, stop);
  }
}

/** Logs a step header so long runs show where they are. */
export function step(title) {
  process.stdout.write(`\n▶ ${title}\n`);
}
