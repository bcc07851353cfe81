import type { Language, ProductGroupNode } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import {
  listGroupLinks,
  listGroups,
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
