import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Stops a child started with `detached: true` together with everything it started (npm and
 * the server; Chromium's wrapper script, browser and helpers), and waits until it has exited.
 */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
