import { CONTRACTS_VERSION } from '../contracts-version.js';

export { CONTRACTS_VERSION };

/** The runtime singleton entry of the contracts: the bus and the page-wide cells. */
export const CONTRACTS_RUNTIME_ENTRY = '@shop/shared-contracts/bus';

/** The part of zod the schemas are built with, shared once per page (see src/zod.ts). */
export const CONTRACTS_ZOD_ENTRY = '@shop/shared-contracts/zod';

/** The part of React Router the pages use, shared once per page (see src/router.ts). */
export const CONTRACTS_ROUTER_ENTRY = '@shop/shared-contracts/router';

/** The part of react-i18next the shop uses, shared once per page (see src/react-i18next.ts). */
export const CONTRACTS_REACT_I18NEXT_ENTRY = '@shop/shared-contracts/react-i18next';

/** Entries of the contracts shared at the contracts version, accepted within its major. */
const CONTRACTS_ENTRIES: readonly string[] = [
  CONTRACTS_RUNTIME_ENTRY,
  CONTRACTS_ZOD_ENTRY,
  CONTRACTS_ROUTER_ENTRY,
  CONTRACTS_REACT_I18NEXT_ENTRY,
];

/**
 * Packages every federated build shares as singletons: React (with the subpaths the JSX and DOM
 * clients import), the router and react-i18next (the parts of them the contracts' entries name),
 * i18next, TanStack Query (one QueryClient for the page), the
 * contracts' runtime entry (the one event bus, with the few RxJS classes it is built on) and the
 * part of zod the schemas use (loaded once instead of a tree-shaken copy per remote; the whole
 * of zod, shared, weighed 86 KiB with every locale). The rest of `@shop/shared-contracts` is
 * compiled into each build and tree-shaken.
 * The shell and every remote build their `shared` option from this one list, so they cannot
 * drift. See docs/decisions/0002-what-is-shared.md and 0006-contract-versions.md.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  CONTRACTS_ROUTER_ENTRY,
  'i18next',
  CONTRACTS_REACT_I18NEXT_ENTRY,
  '@tanstack/react-query',
  CONTRACTS_RUNTIME_ENTRY,
  CONTRACTS_ZOD_ENTRY,
] as const;

export interface SharedSingletonConfig {
  readonly singleton: true;
  readonly requiredVersion: string;
  readonly strictVersion: false;
  readonly version?: string;
  /** `false`: this build takes the module from the host and ships no copy of its own. */
  readonly import?: false;
  /** In the build's start scripts instead of a chunk of its own (the shell's, see below). */
  readonly eager?: true;
}

/**
 * The `shared` option for a federated build: each singleton with the version range the
 * package's own `dependencies` declare (subpaths inherit their package's range). The contracts'
 * runtime entry is provided at the contracts version and accepted within its major: a minor only
 * adds events, so a remote built against 1.3 runs on the bus of a shell built against 1.2.
 */
export function sharedSingletons(
  dependencies: Readonly<Record<string, string>>,
): Record<string, SharedSingletonConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      if (CONTRACTS_ENTRIES.includes(name)) {
        const major = CONTRACTS_VERSION.split('.')[0];
        return [
          name,
          {
            singleton: true,
            requiredVersion: `^${major}.0.0`,
            strictVersion: false,
            version: CONTRACTS_VERSION,
          },
        ];
      }
      const range = dependencies[packageOf(name)];
      if (!range) throw new Error(`${packageOf(name)} must be a dependency to be shared`);
      return [name, { singleton: true, requiredVersion: range, strictVersion: false }];
    }),
  );
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * How every federated build picks a shared module: the one already loaded (the shell's). The
 * default, `version-first`, makes the first `loadShare` after the remotes are registered load
 * every registered remote's entry to compare versions: a page would fetch remotes it does not
 * show (mf-checkout on a page without a cart, decision 0010). All singletons come from the shell.
 */
export const SHARE_STRATEGY = 'loaded-first';

/**
 * The shell's `shared` option: the singletons it provides to every remote, eager but zod. Eager
 * modules are compiled into the shell's start scripts, which the page's html names, so the
 * browser fetches them with the html instead of the shell's runtime adding a script for each
 * (a dozen chunks, each insertion a few milliseconds of a phone's main thread, and another step
 * in the request chain). The page loads all of them at start anyway; zod only forms load
 * (decision 0013), so it stays a lazy chunk. Remotes are never eager: they take the shell's.
 */
export function hostSharedSingletons(
  dependencies: Readonly<Record<string, string>>,
): Record<string, SharedSingletonConfig> {
  return Object.fromEntries(
    Object.entries(sharedSingletons(dependencies)).map(([name, config]) => [
      name,
      name === CONTRACTS_ZOD_ENTRY ? config : { ...config, eager: true },
    ]),
  );
}
