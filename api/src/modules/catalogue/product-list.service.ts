import {
  orderByIds,
  type ParsedProductModelListRequest,
  type ProductCard,
  type ProductModelListResponse,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { offerFraction } from './catalogue.pricing.js';
import { findCampaign, findGroupByPath, findManufacturer } from './catalogue.repository.js';
import { buildProductCards } from './product-cards.js';
import { type ModelFilter, type ModelOrder, selectModelIds } from './product-list.repository.js';

/** How many models the newest list holds (the newest page, catalogue §2). */
export const NEWEST_LIMIT = 240;

/** Search words: letters and digits only, case ignored (catalogue §5 text filter). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Catalogue §9 'best-offer': biggest discount fraction first, regular-priced cards last. */
export function orderByBestOffer(cards: readonly ProductCard[]): ProductCard[] {
  return [...cards].sort((a, b) => {
    const regularLast = Number(a.price.type === 'normal') - Number(b.price.type === 'normal');
    return regularLast || offerFraction(b.price) - offerFraction(a.price);
  });
}

interface ResolvedSource {
  readonly filter: ModelFilter;
  readonly order: ModelOrder;
  readonly bestOffer?: boolean;
}

/** Turns the request into a model filter; an unknown group, brand or campaign is a 404. */
async function resolveSource(
  db: Kysely<Database>,
  request: ParsedProductModelListRequest,
): Promise<ResolvedSource> {
  switch (request.source) {
    case 'ProductGroup': {
      const group = await findGroupByPath(db, { id: request.id, path: request.slug });
      if (!group) throw new NotFoundError('PRODUCT_GROUP_NOT_FOUND', 'Product group not found.');
      return {
        filter: { kind: 'group', groupId: group.id },
        order: 'most-sold',
        bestOffer: group.group_sorting === 'best-offer',
      };
    }
    case 'Manufacturer': {
      const brand = await findManufacturer(db, { id: request.id, slug: request.slug });
      if (!brand) throw new NotFoundError('MANUFACTURER_NOT_FOUND', 'Manufacturer not found.');
      return {
        filter: { kind: 'manufacturers', manufacturerIds: [brand.id] },
        order: 'most-sold',
      };
    }
    case 'Campaign': {
      const campaign = await findCampaign(db, { id: request.id, slug: request.slug });
      if (!campaign) throw new NotFoundError('CAMPAIGN_NOT_FOUND', 'Campaign not found');
      return {
        filter: campaign.is_club
          ? { kind: 'club', taxAreaId: request.taxAreaId }
          : { kind: 'campaign', campaignId: campaign.id },
        order: 'most-sold',
        bestOffer: true,
      };
    }
    case 'Search':
      return {
        filter: {
          kind: 'search',
          words: searchWords(request.text ?? ''),
          language: request.language,
        },
        order: 'most-sold',
      };
    case 'Newest':
      return { filter: { kind: 'newest', limit: NEWEST_LIMIT }, order: 'newest' };
    case 'SecondHand':
      return { filter: { kind: 'second-hand' }, order: 'newest' };
    case 'Models':
      return { filter: { kind: 'models', ids: request.ids ?? [] }, order: 'most-sold' };
  }
}

/** `productmodellist` (catalogue §7): the public product cards of a source. */
export async function listProductCards(
  db: Kysely<Database>,
  request: ParsedProductModelListRequest,
): Promise<ProductModelListResponse> {
  const source = await resolveSource(db, request);
  if (source.filter.kind === 'search' && source.filter.words.length === 0) return [];
  const ids = await selectModelIds(db, source.filter, request.genders, source.order);
  let cards = await buildProductCards(db, ids, request.language, request.taxAreaId);
  if (source.bestOffer) cards = orderByBestOffer(cards);
  // An explicit id list keeps the asker's order unless sortIds says otherwise.
  const sortIds = request.sortIds ?? (request.source === 'Models' ? request.ids : undefined);
  return orderByIds(cards, sortIds);
}
