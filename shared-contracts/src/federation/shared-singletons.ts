/**
 * Packages every federated build shares as singletons: React (with the subpaths the JSX and DOM
 * clients import), the router, RxJS, i18next and the contracts themselves (the one event bus).
 * The shell and every remote build their `shared` option from this one list, so they cannot
 * drift. See docs/decisions/0002-what-is-shared.md.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'rxjs',
  'i18next',
  'react-i18next',
  '@shop/shared-contracts',
  '@shop/shared-contracts/react',
] as const;

export interface SharedSingletonConfig {
  readonly singleton: true;
  readonly requiredVersion: string;
  readonly strictVersion: false;
}

/**
 * The `shared` option for a federated build: each singleton with the version range the
 * package's own `dependencies` declare (subpaths inherit their package's range).
 */
export function sharedSingletons(
  dependencies: Readonly<Record<string, string>>,
): Record<string, SharedSingletonConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
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
