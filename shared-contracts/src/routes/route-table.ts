import type { Language } from '../market/languages.js';
import type { PageModuleKey } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';

/** Who renders a route: the shell itself or one remote's exposed page module. */
export type RouteOwner = 'shell' | RemotePackage;

interface RouteBase {
  readonly id: string;
  /**
   * Canonical pattern in react-router syntax (`:param`, a final `*` for the rest of the path),
   * without language prefix or trailing slash.
   */
  readonly path: string;
  /**
   * Platform §2: localised variants of the path for fi, sv, ru, de and fr. Links use the
   * variant of the current language; the canonical path stays valid in every language.
   */
  readonly localized?: Readonly<Partial<Record<Exclude<Language, 'en'>, string>>>;
}

/** A route rendered by a remote: `module` must be one the remote exposes (checked by tsc). */
export type RemoteRouteDefinition = {
  readonly [Remote in RemotePackage]: RouteBase & {
    readonly owner: Remote;
    readonly module: PageModuleKey<Remote>;
  };
}[RemotePackage];

/** One fixed route of platform §2. */
export type RouteDefinition = RemoteRouteDefinition | (RouteBase & { readonly owner: 'shell' });

/**
 * The fixed routes, most specific first. Later issues extend this table; the shell's router,
 * the api's preload hints and the e2e page objects all read it.
 */
export const FIXED_ROUTES = [
  { id: 'home', path: '/', owner: 'mf-content', module: './HomePage' },
  {
    id: 'static-page',
    path: '/page/*',
    owner: 'mf-content',
    module: './StaticPage',
    localized: { fi: '/sivu/*', sv: '/sida/*', de: '/seite/*', fr: '/page/*', ru: '/stranitsa/*' },
  },
  {
    id: 'catalog',
    path: '/catalog',
    owner: 'mf-catalog',
    module: './CatalogPage',
    localized: {
      fi: '/tuotteet',
      sv: '/produkter',
      de: '/produkte',
      fr: '/produits',
      ru: '/tovary',
    },
  },
  {
    id: 'search',
    path: '/search',
    owner: 'mf-catalog',
    module: './SearchPage',
    localized: { fi: '/haku', sv: '/sok', de: '/suche', fr: '/recherche', ru: '/poisk' },
  },
  {
    id: 'brands',
    path: '/manufacturers',
    owner: 'mf-catalog',
    module: './BrandsPage',
    localized: { fi: '/merkit', sv: '/varumarken', de: '/marken', fr: '/marques', ru: '/brendy' },
  },
  { id: 'brands-alias', path: '/manufacturer', owner: 'mf-catalog', module: './BrandsPage' },
  {
    id: 'ski-wizard',
    path: '/ski-wizard',
    owner: 'mf-product',
    module: './SkiWizardPage',
    localized: {
      fi: '/suksivelho',
      sv: '/skidguide',
      de: '/ski-assistent',
      fr: '/assistant-ski',
      ru: '/podbor-lyzh',
    },
  },
  {
    id: 'ski-wizard-sport',
    path: '/ski-wizard/:sport',
    owner: 'mf-product',
    module: './SkiWizardPage',
    localized: {
      fi: '/suksivelho/:sport',
      sv: '/skidguide/:sport',
      de: '/ski-assistent/:sport',
      fr: '/assistant-ski/:sport',
      ru: '/podbor-lyzh/:sport',
    },
  },
  {
    id: 'checkout',
    path: '/checkout',
    owner: 'mf-checkout',
    module: './CartPage',
    localized: { fi: '/kassa', sv: '/kassa', de: '/kasse', fr: '/caisse', ru: '/korzina' },
  },
  {
    id: 'reclamation',
    path: '/reclamation',
    owner: 'mf-account',
    module: './ReclamationPage',
    localized: {
      fi: '/reklamaatio',
      sv: '/reklamation',
      de: '/reklamation',
      fr: '/reclamation',
      ru: '/reklamatsiya',
    },
  },
  {
    id: 'login',
    path: '/accounts/login',
    owner: 'mf-account',
    module: './LoginPage',
    localized: {
      fi: '/tili/kirjaudu',
      sv: '/konto/logga-in',
      de: '/konto/anmelden',
      fr: '/compte/connexion',
      ru: '/akkaunt/vkhod',
    },
  },
  {
    id: 'menu',
    path: '/menu',
    owner: 'shell',
    localized: { fi: '/valikko', sv: '/meny', de: '/menue', fr: '/menu', ru: '/menyu' },
  },
  {
    id: 'menu-group',
    path: '/menu/:slug',
    owner: 'shell',
    localized: {
      fi: '/valikko/:slug',
      sv: '/meny/:slug',
      de: '/menue/:slug',
      fr: '/menu/:slug',
      ru: '/menyu/:slug',
    },
  },
] as const satisfies readonly RouteDefinition[];

export type FixedRouteId = (typeof FIXED_ROUTES)[number]['id'];
