import type { Language, ProductGroupNode } from '@shop/shared-contracts';
import type { MenuEntry, TranslateMenu } from './menu-entry';
import { hasVisibleChildren, type MenuLevel, visibleGroups } from './menu-level';
import { groupPageHref, menuGroupHref } from './menu-paths';

/** What a product-group level shows: its title and its rows. */
export interface GroupLevelModel {
  readonly title: string;
  readonly entries: readonly MenuEntry[];
}

type GroupLevel = Extract<MenuLevel, { kind: 'group' | 'subgroup' }>;

/**
 * Platform §2 levels 2 and 3: 'All in {group}' (the group's own page), then the group's
 * visible children. On level 2 a child with children opens level 3; every other child, and
 * every child on level 3 (the last level), links to its page `/{path}/`.
 */
export function buildGroupLevel(
  level: GroupLevel,
  language: Language,
  t: TranslateMenu,
): GroupLevelModel {
  const shown = level.kind === 'group' ? level.group : level.subgroup;
  const allIn: MenuEntry = {
    id: 'all',
    label: t('menu.allIn', { group: shown.name }),
    href: groupPageHref(shown.path, language),
    drillsDown: false,
  };
  const children = visibleGroups(shown.children).map((child) =>
    level.kind === 'group' && hasVisibleChildren(child)
      ? drillDownEntry(child, level.group, language)
      : pageEntry(child, language),
  );
  return { title: shown.name, entries: [allIn, ...children] };
}

function drillDownEntry(
  child: ProductGroupNode,
  group: ProductGroupNode,
  language: Language,
): MenuEntry {
  const href = menuGroupHref(language, group.slug, child.slug);
  return { id: `group-${child.slug}`, label: child.name, href, drillsDown: true };
}

function pageEntry(child: ProductGroupNode, language: Language): MenuEntry {
  const href = groupPageHref(child.path, language);
  return { id: `group-${child.slug}`, label: child.name, href, drillsDown: false };
}
