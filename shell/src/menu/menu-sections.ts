import {
  isVisitableStore,
  type Language,
  type ProductGroupNode,
  type ResourcesResponse,
  routeHref,
} from '@shop/shared-contracts';
import type { MenuEntry, TranslateMenu } from './menu-entry';
import { FIXED_LINKS, fixedEntries } from './menu-fixed-links';
import { hasVisibleChildren, visibleGroups } from './menu-level';
import { groupPageHref, menuGroupHref, storeHref } from './menu-paths';

export type MenuStore = ResourcesResponse['stores'][number];

/** Platform §2 top-menu sections. */
export type MenuSectionId =
  | 'products'
  | 'circular-economy'
  | 'stores'
  | 'customer-service'
  | 'corporate'
  | 'life-outdoors';

export interface MenuSection {
  readonly id: MenuSectionId;
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

export interface TopMenuInput {
  readonly language: Language;
  readonly groups: readonly ProductGroupNode[];
  readonly stores: readonly MenuStore[];
  readonly isAuthenticated: boolean;
}

/**
 * The top menu's sections in platform §2 order; Finnish-only sections and links are left out
 * in other languages, and a section without entries (stores still loading) is not shown.
 */
export function buildTopMenu(input: TopMenuInput, t: TranslateMenu): MenuSection[] {
  const { language, isAuthenticated } = input;
  const finnishOnly = (entries: () => MenuEntry[]) => (language === 'fi' ? entries() : []);
  const links = FIXED_LINKS;
  const sections: MenuSection[] = [
    { id: 'products', title: t('menu.products'), entries: productEntries(input, t) },
    {
      id: 'circular-economy',
      title: t('menu.circularEconomy'),
      entries: finnishOnly(() => fixedEntries(links.circularEconomy, language, t)),
    },
    { id: 'stores', title: t('menu.stores'), entries: storeEntries(input) },
    {
      id: 'customer-service',
      title: t('menu.customerService'),
      entries: fixedEntries(links.customerService, language, t),
    },
    {
      id: 'corporate',
      title: t('menu.corporate'),
      entries: finnishOnly(() => fixedEntries(links.corporate, language, t)),
    },
    {
      id: 'life-outdoors',
      title: t('menu.lifeOutdoors'),
      entries: fixedEntries(
        [...links.lifeOutdoors, isAuthenticated ? links.account : links.joinClub],
        language,
        t,
      ),
    },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** Visible top-level groups (drilling down when they have children), then Brands. */
function productEntries({ language, groups }: TopMenuInput, t: TranslateMenu): MenuEntry[] {
  const groupEntries = visibleGroups(groups).map((group) => {
    const drillsDown = hasVisibleChildren(group);
    return {
      id: `group-${group.slug}`,
      label: group.name,
      href: drillsDown ? menuGroupHref(language, group.slug) : groupPageHref(group.path, language),
      drillsDown,
    };
  });
  const brands = { id: 'brands', label: t('menu.brands'), href: routeHref('brands', language) };
  return [...groupEntries, { ...brands, drillsDown: false }];
}

/**
 * Platform §2: one entry per store except the main online store; supplier stock is no store
 * to visit either.
 */
function storeEntries({ language, stores }: TopMenuInput): MenuEntry[] {
  return stores.filter(isVisitableStore).map((store) => ({
    id: `store-${store.slug}`,
    label: store.name,
    href: storeHref(store.slug, language),
    drillsDown: false,
  }));
}
