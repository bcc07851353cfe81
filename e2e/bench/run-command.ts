import { type SpawnOptions, spawn } from 'node:child_process';

/** Runs a command to its end with inherited output; rejects unless it exits with 0. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}
