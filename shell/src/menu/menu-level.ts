import { type Language, type ProductGroupNode, routeHref } from '@shop/shared-contracts';
import { BACK_QUERY_KEY, menuGroupHref } from './menu-paths';

/** Platform §2: the three drill-down levels of the mobile menu, read from the URL. */
export type MenuLevel =
  | { readonly kind: 'top' }
  | { readonly kind: 'group'; readonly group: ProductGroupNode }
  | {
      readonly kind: 'subgroup';
      readonly group: ProductGroupNode;
      readonly subgroup: ProductGroupNode;
    }
  /** The slug names no visible top-level group (e.g. an old link). */
  | { readonly kind: 'missing'; readonly slug: string };

/** Platform §3 `showInMenu`: hidden groups stay out of every menu level. */
export function visibleGroups(groups: readonly ProductGroupNode[]): ProductGroupNode[] {
  return groups.filter((group) => group.showInMenu);
}

/** The subgroup slug named as the query key (`?{subgroupSlug}`); `back` names none. */
export function readSubgroupSlug(search: string): string | null {
  for (const key of new URLSearchParams(search).keys()) {
    if (key !== '' && key !== BACK_QUERY_KEY) return key;
  }
  return null;
}

/**
 * The level a menu URL shows: no slug is the top menu, a slug a top-level group's children and
 * a subgroup slug in the query that subgroup's children. An unknown subgroup shows its group.
 */
export function resolveMenuLevel(
  groups: readonly ProductGroupNode[],
  slug: string | undefined,
  search: string,
): MenuLevel {
  if (!slug) return { kind: 'top' };
  const group = visibleGroups(groups).find((candidate) => candidate.slug === slug);
  if (!group) return { kind: 'missing', slug };
  const subgroupSlug = readSubgroupSlug(search);
  const subgroup = visibleGroups(group.children).find(
    (candidate) => candidate.slug === subgroupSlug && hasVisibleChildren(candidate),
  );
  return subgroup ? { kind: 'subgroup', group, subgroup } : { kind: 'group', group };
}

/** Whether a group opens a menu level of its own rather than linking to its page. */
export function hasVisibleChildren(group: ProductGroupNode): boolean {
  return group.children.some((child) => child.showInMenu);
}

/**
 * Platform §2 swipe right: with a subgroup open back to `/{slug}/?back`, otherwise to the top
 * menu; the top menu has no level to go back to.
 */
export function backHref(level: MenuLevel, language: Language): string | null {
  if (level.kind === 'top') return null;
  if (level.kind === 'subgroup') return menuGroupHref(language, level.group.slug, BACK_QUERY_KEY);
  return routeHref('menu', language);
}

/** Identifies a level, e.g. to restart its entry animation when the level changes. */
export function levelKey(level: MenuLevel): string {
  switch (level.kind) {
    case 'top':
      return 'top';
    case 'group':
      return `group:${level.group.slug}`;
    case 'subgroup':
      return `subgroup:${level.group.slug}/${level.subgroup.slug}`;
    case 'missing':
      return `missing:${level.slug}`;
  }
}

/** The heading of a group level: the group shown; null for the top menu and while loading. */
export function levelTitle(level: MenuLevel | null): string | null {
  if (level?.kind === 'group') return level.group.name;
  if (level?.kind === 'subgroup') return level.subgroup.name;
  return null;
}
