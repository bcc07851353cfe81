import type { ComponentType } from 'react';
import type { Language } from '../market/languages.js';
import type { RemotePackage } from '../remotes/registry.js';

/** Props the shell gives every page module it mounts for a route. */
export interface PageProps {
  /** Id of the matched route in the route table. */
  readonly routeId: string;
  /** Path parameters; `*` holds the rest of a catch-all path. */
  readonly params: Readonly<Record<string, string>>;
  readonly language: Language;
}

/** A federated module whose default export is a page component. */
export interface PageModule {
  readonly default: ComponentType<PageProps>;
}

/**
 * Every module the remotes expose, by remote and exposed key. The shell's loader and each
 * remote's `satisfies` check read this map, so `tsc -b` fails when either side drifts.
 */
export interface ExposedModules {
  'mf-catalog': {
    './CatalogPage': PageModule;
    './BrandsPage': PageModule;
  };
  'mf-product': {
    './SkiWizardPage': PageModule;
  };
  'mf-checkout': {
    './CartPage': PageModule;
  };
  'mf-content': {
    './HomePage': PageModule;
    './StaticPage': PageModule;
  };
  'mf-account': {
    './ReclamationPage': PageModule;
    './LoginPage': PageModule;
  };
}

export type ExposedModuleKey<Remote extends RemotePackage> = keyof ExposedModules[Remote] & string;

/** Exposed keys of a remote whose module is a page, the only kind a route may name. */
export type PageModuleKey<Remote extends RemotePackage> = {
  [Key in ExposedModuleKey<Remote>]: ExposedModules[Remote][Key] extends PageModule ? Key : never;
}[ExposedModuleKey<Remote>];

/** What a remote's build config must list: every exposed key mapped to its source file. */
export type ExposeConfig<Remote extends RemotePackage> = {
  readonly [Key in ExposedModuleKey<Remote>]: string;
};

/** What a remote's contract check must provide: a loader of the right type for every key. */
export type ExposeLoaders<Remote extends RemotePackage> = {
  readonly [Key in ExposedModuleKey<Remote>]: () => Promise<ExposedModules[Remote][Key]>;
};
