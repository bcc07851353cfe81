import type { ProductGroupNode } from '@shop/shared-contracts';

let nextId = 1;

/** A product-group node for tests; `path` follows the parent's path. */
export function testGroup(
  slug: string,
  children: ProductGroupNode[] = [],
  overrides: Partial<ProductGroupNode> = {},
): ProductGroupNode {
  const group: ProductGroupNode = {
    id: nextId++,
    name: `Name of ${slug}`,
    shortName: slug,
    slug,
    path: slug,
    showInMenu: true,
    children: [],
    links: [],
    ...overrides,
  };
  group.children = children.map((child) => withParentPath(child, group.path));
  return group;
}

function withParentPath(group: ProductGroupNode, parentPath: string): ProductGroupNode {
  const path = `${parentPath}/${group.slug}`;
  return { ...group, path, children: group.children.map((child) => withParentPath(child, path)) };
}

/** Alpine skiing with skis (two kinds) and poles; a hidden service group; hiking (no children). */
export const TEST_GROUPS: ProductGroupNode[] = [
  testGroup('alpine-skiing', [
    testGroup('skis', [testGroup('piste-skis'), testGroup('freeride-skis')]),
    testGroup('poles'),
  ]),
  testGroup('service-products', [testGroup('gift-cards')], { showInMenu: false }),
  testGroup('hiking'),
];

/** Echoes the message key (and values), so tests read which text a row gets. */
export const echoTranslate = (key: string, values?: Record<string, string>): string =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

/** Two retail stores and the main online store (id 20, `isWeb`). */
export const TEST_STORES = [
  { id: 1, slug: 'helsinki-kamppi', name: 'Helsinki Kamppi', type: 'retail', isWeb: false },
  { id: 20, slug: 'verkkokauppa', name: 'Verkkokauppa', type: 'web', isWeb: true },
  { id: 3, slug: 'tampere', name: 'Tampere', type: 'retail', isWeb: false },
] as const;
