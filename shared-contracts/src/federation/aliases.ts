import { fileURLToPath } from 'node:url';

/**
 * Module aliases of every browser build. `use-sync-external-store/shim` (react-i18next's
 * fallback for React 17, 3 KiB on every first load) resolves to React 19's own hook.
 */
export function browserAliases(): Record<string, string> {
  return {
    'use-sync-external-store/shim$': fileURLToPath(
      new URL('../react/use-sync-external-store-shim.ts', import.meta.url),
    ),
  };
}
