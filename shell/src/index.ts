// The shell's styles are in the first HTML (a stylesheet link), so a server-rendered page is
// styled at first paint; everything else waits for the federation runtime (bootstrap).
import './styles.css';
import { yieldToMain } from './services/yield-to-main';

/**
 * Starts the shell a task at a time (issue 9, TBT): the federation runtime in this script's
 * task, then React DOM's evaluation (the largest library), then the other shared libraries,
 * then the shell's own modules. In one task they took 190–540 ms at 4× CPU here. The imports
 * name the eager singletons of `hostSharedSingletons` (an import needs its name written out).
 */
async function start(): Promise<void> {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await Promise.all([
    import('@shop/shared-contracts/router'),
    import('@shop/shared-contracts/react-i18next'),
    import('@shop/shared-contracts/bus'),
    import('@tanstack/react-query'),
    import('i18next'),
  ]);
  await yieldToMain();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('The shell could not start', error));
