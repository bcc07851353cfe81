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

/**
 * Rspack options of every browser build. A CommonJS `require` of a package that also ships an
 * ES module build resolves to that build, so it tree-shakes: the federation runtime the plugin
 * injects requires its sdk, runtime core and error codes, and their CommonJS builds came whole
 * into the shell's entry and into every remote entry (about 4 KiB compressed each; issue 9).
 */
export function browserRspackOptions() {
  return {
    resolve: {
      byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', '...'] } },
    },
  };
}
