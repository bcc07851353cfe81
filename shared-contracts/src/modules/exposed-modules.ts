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

/** Props of a slot module: a piece of one remote the shell shows inside its own frame. */
export interface SlotProps {
  readonly language: Language;
}

/** A federated module whose default export fills a slot of the shell (e.g. the header). */
export interface SlotModule {
  readonly default: ComponentType<SlotProps>;
}

/**
 * Every module the remotes expose, by remote and exposed key. The shell's loader and each
 * remote's `satisfies` check read this map, so `tsc -b` fails when either side drifts.
 */
export interface ExposedModules {
  'mf-catalog': {
    './CatalogPage': PageModule;
    './BrandsPage': PageModule;
    './SearchPage': PageModule;
  };
  'mf-product': {
    './SkiWizardPage': PageModule;
  };
  'mf-checkout': {
    './CartPage': PageModule;
    /** The header's cart link with the item count; loaded on every page. */
    './CartBadge': SlotModule;
  };
  'mf-content': {
    './HomePage': PageModule;
    './StaticPage': PageModule;
    './TabbedStaticPage': PageModule;
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
