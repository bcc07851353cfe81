import type {
  CampaignDetail,
  Language,
  ManufacturerDetail,
  ProductGroupDetail,
  ProductGroupNode,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { translate } from '../../lib/translate.js';
import { getProductGroupTree } from '../product-groups/product-groups.service.js';
import {
  findCampaign,
  findGroupByPath,
  findGroupsByPaths,
  findManufacturer,
} from './catalogue.repository.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML: escaped, one paragraph per blank-line separated block. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)}</p>`)
    .join('');
}

/** `a/b/c` → `['a', 'a/b']`: the paths of a group's ancestors, root first. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
}

function findNode(nodes: readonly ProductGroupNode[], id: number): ProductGroupNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Catalogue §3 Product group by path, with its subtree and ancestors; unknown → 404. */
export async function getProductGroup(
  db: Kysely<Database>,
  path: string,
  lang: Language,
): Promise<ProductGroupDetail> {
  const group = await findGroupByPath(db, { path });
  if (!group)
    throw new NotFoundError('PRODUCT_GROUP_NOT_FOUND', `Product group not found: ${path}`);
  const [tree, ancestors] = await Promise.all([
    getProductGroupTree(db, lang),
    findGroupsByPaths(db, ancestorPaths(group.path)),
  ]);
  const description = translate(group.description, lang);
  return {
    id: group.id,
    name: translate(group.name, lang),
    shortName: translate(group.short_name, lang) || translate(group.name, lang),
    slug: group.slug,
    path: group.path,
    showInMenu: group.show_in_menu,
    children: findNode(tree, group.id)?.children ?? [],
    meta_title: translate(group.meta_title, lang) || translate(group.name, lang),
    meta_description: translate(group.meta_description, lang),
    description,
    description_html: textToHtml(description),
    filterable_properties: group.filterable_properties,
    group_sorting: group.group_sorting,
    ancestors: ancestors.map((ancestor) => ({
      id: ancestor.id,
      name: translate(ancestor.name, lang),
      path: ancestor.path,
    })),
  };
}

/** Catalogue §3 Manufacturer by slug; unknown → 404 'Manufacturer not found.'. */
export async function getManufacturer(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<ManufacturerDetail> {
  const brand = await findManufacturer(db, { slug });
  if (!brand) throw new NotFoundError('MANUFACTURER_NOT_FOUND', `Manufacturer not found: ${slug}`);
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    logo: brand.logo,
    title: translate(brand.title, lang) || brand.name,
    description: translate(brand.description, lang),
    metaDescription: translate(brand.meta_description, lang),
    promoImages: brand.promo_images,
  };
}

/** A campaign page's heading by slug; unknown → 404 'Campaign not found'. */
export async function getCampaign(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<CampaignDetail> {
  const campaign = await findCampaign(db, { slug });
  if (!campaign) throw new NotFoundError('CAMPAIGN_NOT_FOUND', `Campaign not found: ${slug}`);
  return {
    id: campaign.id,
    slug: campaign.slug,
    name: translate(campaign.name, lang),
    description: translate(campaign.description, lang),
    image: campaign.image,
    isClub: campaign.is_club,
    startsAt: new Date(campaign.starts_at).toISOString(),
    endsAt: new Date(campaign.ends_at).toISOString(),
  };
}
