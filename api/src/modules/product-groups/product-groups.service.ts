import type {
  Language,
  ProductGroupNode,
  SkiWizardGroups,
  WizardGroups,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, WizardRole } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import {
  listGroupLinks,
  listGroups,
  listWizardRoles,
  type ProductGroupLinkRecord,
  type ProductGroupRecord,
} from './product-groups.repository.js';

/** Nests the flat rows under their parents, keeping the rows' order among siblings. */
export function buildGroupTree(
  groups: readonly ProductGroupRecord[],
  links: readonly ProductGroupLinkRecord[],
  lang: Language,
): ProductGroupNode[] {
  const nodes = new Map<number, ProductGroupNode>();
  for (const group of groups) {
    nodes.set(group.id, {
      id: group.id,
      name: translate(group.name, lang),
      shortName: translate(group.shortName, lang) || translate(group.name, lang),
      slug: group.slug,
      path: group.path,
      showInMenu: group.showInMenu,
      children: [],
      links: [],
    });
  }
  for (const link of links) {
    nodes.get(link.groupId)?.links.push({
      slug: link.slug,
      title: translate(link.title, lang),
      image: link.image,
    });
  }
  const roots: ProductGroupNode[] = [];
  for (const group of groups) {
    const node = nodes.get(group.id);
    const parent = group.parentId === null ? undefined : nodes.get(group.parentId);
    if (!node) continue;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Platform §3 Product group: the whole tree in one language. */
export async function getProductGroupTree(
  db: Kysely<Database>,
  lang: Language,
): Promise<ProductGroupNode[]> {
  return buildGroupTree(await listGroups(db), await listGroupLinks(db), lang);
}

/** The wizards' groups from the groups' roles; a sport without its top-level group is null. */
export function toWizardGroups(
  roles: readonly { readonly id: number; readonly wizardRole: WizardRole }[],
): WizardGroups {
  const idOf = (role: WizardRole) => roles.find((group) => group.wizardRole === role)?.id ?? null;
  const sport = (name: 'alpine' | 'nordic'): SkiWizardGroups | null => {
    const top = idOf(name);
    if (top === null) return null;
    return {
      sport: top,
      skis: idOf(`${name}-skis`),
      bindings: idOf(`${name}-bindings`),
      boots: idOf(`${name}-boots`),
    };
  };
  return { alpine: sport('alpine'), nordic: sport('nordic'), footwear: idOf('footwear') };
}

/** Which groups the ski and shoe wizards start from. */
export async function getWizardGroups(db: Kysely<Database>): Promise<WizardGroups> {
  return toWizardGroups(await listWizardRoles(db));
}
