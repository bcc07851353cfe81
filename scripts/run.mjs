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

/**
 * Runs the long-lived last command (the server) and answers its exit code, for this script to
 * exit with: a server that shuts down cleanly on SIGTERM makes `npm start` exit 0.
 */
export function serve(command, args, options = {}) {
  return spawnForwardingSignals(command, args, options);
}

/** Logs a step header so long runs show where they are. */
export function step(title) {
  process.stdout.write(`\n▶ ${title}\n`);
}
