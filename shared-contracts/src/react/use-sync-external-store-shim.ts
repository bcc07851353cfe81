/**
 * Stands in for `use-sync-external-store/shim` in browser builds (see `browserAliases`):
 * react-i18next imports the shim for React 17, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
