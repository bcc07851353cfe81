import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { stopProcessGroup } from './process-group';

/** A Chromium that Lighthouse drives through its DevTools port. */
export interface DebuggableChromium {
  readonly port: number;
  close(): Promise<void>;
}

const LISTENING = /DevTools listening on ws:\/\/[^/]+:(\d+)\//;
const START_TIMEOUT_MS = 30_000;

/**
 * Starts Debian's Chromium on a new empty profile, so every Lighthouse run loads the page
 * with cold caches, and a free DevTools port that Chromium picks and announces on stderr.
 * Spawned directly rather than through Playwright, whose own protocol session would share
 * the browser with Lighthouse.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'shop-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const close = async () => {
    await stopProcessGroup(child);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { port: await announcedPort(child), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function announcedPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    let isListening = false;
    const timer = setTimeout(
      () => reject(new Error('Chromium did not open its DevTools port')),
      START_TIMEOUT_MS,
    );
    // Keeps reading after the announcement: a full stderr pipe would stall Chromium.
    child.stderr?.on('data', (chunk: Buffer) => {
      if (isListening) return;
      output += chunk.toString();
      const port = LISTENING.exec(output)?.[1];
      if (!port) return;
      isListening = true;
      clearTimeout(timer);
      resolve(Number(port));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code} before listening:\n${output}`));
    });
  });
}
