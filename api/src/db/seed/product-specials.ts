import type { Insertable, Kysely } from 'kysely';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { productImageUrl } from '../../modules/media/media-keys.js';
import type { Database, I18n } from '../schema.js';
import type { LeafGroup } from './groups.js';
import { insertRows } from './insert.js';
import type { ModelRows } from './model-rows.js';
import type { Random } from './prng.js';
import type { GeneratedModel, GeneratorContext } from './product-model.js';
import { productTexts } from './product-text.js';
import { ean13 } from './product-variants.js';
import type { Brand } from './reference.js';
import { json, mapI18n, tr } from './text.js';

/** Gift card model ids the shop treats specially (catalogue §5; 2427 asks for a recipient). */
export const GIFT_CARDS = [
  { id: 1412, leaf: 'digital-gift-cards', slug: 'digital-gift-card', needsRecipient: false },
  { id: 2427, leaf: 'gift-cards-by-post', slug: 'gift-card-by-post', needsRecipient: true },
] as const;

/** Adds the two gift card models: one variant each, sold by amount, VAT-free (tax class 0). */
export function addGiftCards(
  context: GeneratorContext,
  random: Random,
  leaves: readonly LeafGroup[],
  brand: Brand,
  rows: ModelRows,
): void {
  for (const card of GIFT_CARDS) {
    const leaf = leaves.find((candidate) => candidate.spec.slug === card.leaf);
    if (!leaf) continue;
    const name = leaf.spec.nouns[0] ?? leaf.spec.name;
    const title = mapI18n(name, (text) => text.charAt(0).toUpperCase() + text.slice(1));
    const texts = productTexts(random, leaf.spec, leaf.top, brand.name, title);
    context.slugs.add(card.slug);
    rows.product_models.push({
      id: card.id,
      slug: card.slug,
      uuid: `00000000-0000-4000-8000-${String(card.id).padStart(12, '0')}`,
      model_number: `GC-${card.id}`,
      manufacturer_id: brand.id,
      main_group_id: leaf.id,
      name: json(title),
      tagline: json(texts.tagline),
      short_description: json(texts.shortDescription),
      long_description_html: json(texts.longDescriptionHtml),
      meta_description: json(texts.metaDescription),
      tax_class: 0,
      is_gift_card: true,
      needs_recipient: card.needsRecipient,
      on_order: true,
      show_discount_percentage: false,
      published_at: new Date('2020-01-01T00:00:00Z'),
    });
    for (const groupId of leaf.lineage)
      rows.product_model_groups.push({ model_id: card.id, group_id: groupId });
    const colourId = context.reference.colorIds.get('multicolour') ?? 1;
    rows.product_images.push({
      id: context.next.image++,
      model_id: card.id,
      color_id: null,
      sort_order: 0,
      url: productImageUrl('gift-card', '#c8242b', brand.slug, `${card.id}-0`),
      caption: json(title),
    });
    const variantId = context.next.variant++;
    rows.variants.push({
      id: variantId,
      model_id: card.id,
      color_id: colourId,
      size: 'One size',
      size_slug: 'one-size',
      size_sort: 1,
      teksonumber: String(100000 + variantId),
      ean: ean13(variantId),
      on_order: true,
      shipping_days: 2,
    });
    rows.stock.push({
      variant_id: variantId,
      store_id: WEB_STORE_ID,
      quantity: 9999,
      blocked: false,
      shelf_code: null,
    });
    // The amount is chosen by the buyer (step 10, default 50 €); the variant is priced per euro.
    rows.prices.push({
      variant_id: variantId,
      tax_area_id: 1,
      regular: 100,
      active: 100,
      lowest_30d: 100,
    });
  }
}

const SKI_BUNDLE = tr(
  'Sukset, siteet ja sauvat -paketti',
  'Paket: skidor, bindningar och stavar',
  'Skis, bindings and poles bundle',
  'Set aus Ski, Bindung und Stöcken',
  'Pack skis, fixations et bâtons',
  'Комплект: лыжи, крепления и палки',
);
const XC_BUNDLE = tr(
  'Hiihtopaketti',
  'Längdpaket',
  'Cross-country bundle',
  'Langlauf-Set',
  'Pack ski de fond',
  'Комплект для беговых лыж',
);
const OUTFIT = tr(
  'Takki ja housut yhdessä',
  'Jacka och byxor tillsammans',
  'Jacket and pants together',
  'Jacke und Hose im Set',
  'Veste et pantalon ensemble',
  'Куртка и брюки вместе',
);

/** Which leaves get bundle offers, with what, and for every how-manyth model. */
const BUNDLES: readonly { main: string; with: string[]; every: number; name: I18n }[] = [
  {
    main: 'all-mountain-skis',
    with: ['alpine-bindings', 'alpine-poles'],
    every: 8,
    name: SKI_BUNDLE,
  },
  { main: 'piste-skis', with: ['alpine-bindings', 'alpine-poles'], every: 8, name: SKI_BUNDLE },
  { main: 'classic-skis', with: ['classic-bindings', 'classic-poles'], every: 8, name: XC_BUNDLE },
  { main: 'skate-skis', with: ['skate-bindings', 'skate-poles'], every: 8, name: XC_BUNDLE },
  { main: 'mens-jackets', with: ['mens-pants'], every: 15, name: OUTFIT },
  { main: 'womens-jackets', with: ['womens-pants'], every: 15, name: OUTFIT },
];

const DESCRIPTION = tr(
  'Osta yhdessä ja säästä. Paketin hinta on edullisempi kuin tuotteet erikseen.',
  'Köp tillsammans och spara. Paketet är billigare än produkterna var för sig.',
  'Buy together and save: the bundle costs less than the products separately.',
  'Zusammen kaufen und sparen: Das Set ist günstiger als die Einzelprodukte.',
  'Achetez ensemble et économisez : le pack coûte moins cher que les produits séparés.',
  'Покупайте вместе и экономьте: комплект дешевле, чем товары по отдельности.',
);

/** Bundle offers (catalogue §3): a main model with secondary models at a discount. */
export async function insertBundles(
  db: Kysely<Database>,
  random: Random,
  models: readonly GeneratedModel[],
): Promise<void> {
  const byLeaf = new Map<string, GeneratedModel[]>();
  for (const model of models)
    byLeaf.set(model.leaf.spec.slug, [...(byLeaf.get(model.leaf.spec.slug) ?? []), model]);
  const offers: Insertable<Database['bundle_offers']>[] = [];
  const members: Insertable<Database['bundle_offer_models']>[] = [];
  for (const bundle of BUNDLES) {
    const mains = byLeaf.get(bundle.main) ?? [];
    mains.forEach((main, index) => {
      if (index % bundle.every !== 0) return;
      const secondary = bundle.with
        .map((slug) => byLeaf.get(slug) ?? [])
        .filter((list) => list.length > 0)
        .map((list) => random.pick(list));
      if (secondary.length === 0) return;
      const id = offers.length + 1;
      offers.push({
        id,
        main_model_id: main.id,
        name: json(bundle.name),
        description: json(DESCRIPTION),
        discount_percent: random.pick([10, 15, 20]),
        sort_order: 0,
      });
      for (const [order, model] of secondary.entries()) {
        members.push({ bundle_id: id, model_id: model.id, sort_order: order + 1 });
      }
    });
  }
  await insertRows(db, 'bundle_offers', offers);
  await insertRows(db, 'bundle_offer_models', members);
}
