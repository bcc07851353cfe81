import { WEB_STORE_ID } from '../../lib/web-store.js';
import { productImageUrl } from '../../modules/media/media-keys.js';
import type { I18n } from '../schema.js';
import type { ModelRows } from './model-rows.js';
import type { Random } from './prng.js';
import type { GeneratedModel, GeneratorContext } from './product-model.js';
import { reduce } from './product-prices.js';
import { ean13 } from './product-variants.js';
import { json, mapI18n, tr } from './text.js';

const PREFIX: I18n = tr('Käytetty', 'Begagnad', 'Second-hand', 'Gebraucht', 'Occasion', 'Б/у');
const CONDITION: I18n = tr(
  'Käytetty tuote, tarkastettu ja huollettu myymälässämme. Kunto: hyvä.',
  'Begagnad produkt, kontrollerad och servad i vår butik. Skick: bra.',
  'Pre-owned product, checked and serviced in our store. Condition: good.',
  'Gebrauchtes Produkt, in unserem Geschäft geprüft und gewartet. Zustand: gut.',
  'Produit d’occasion, contrôlé et entretenu en magasin. État : bon.',
  'Товар б/у, проверен и обслужен в нашем магазине. Состояние: хорошее.',
);

/** A one-off second-hand copy of an earlier model; it links to its unused parent (catalogue §2). */
export function generateSecondHand(
  context: GeneratorContext,
  random: Random,
  id: number,
  parent: GeneratedModel,
  rows: ModelRows,
): void {
  const name = mapI18n(parent.name, (text, lang) => `${PREFIX[lang]}: ${text}`);
  const slug = `${parent.slug}-second-hand-${id}`;
  context.slugs.add(slug);
  const colourId = random.int(1, 10);
  const url = productImageUrl(parent.leaf.spec.kind, '#8a8d91', parent.brand.slug, `${id}-0`);
  rows.product_models.push({
    id,
    slug,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    model_number: `SH-${id}`,
    manufacturer_id: parent.brand.id,
    main_group_id: parent.leaf.id,
    name: json(name),
    tagline: json(PREFIX),
    short_description: json(CONDITION),
    long_description_html: json(mapI18n(CONDITION, (text) => `<p>${text}</p>`)),
    meta_description: json(CONDITION),
    is_second_hand: true,
    second_hand_parent_id: parent.id,
    published_at: new Date(context.referenceDate.getTime() - random.int(1, 60) * 86_400_000),
  });
  for (const groupId of parent.leaf.lineage)
    rows.product_model_groups.push({ model_id: id, group_id: groupId });
  rows.product_images.push({
    id: context.next.image++,
    model_id: id,
    color_id: colourId,
    sort_order: 0,
    url,
    caption: json(name),
  });
  const variantId = context.next.variant++;
  rows.variants.push({
    id: variantId,
    model_id: id,
    color_id: colourId,
    size: 'One size',
    size_slug: 'one-size',
    size_sort: 1,
    type: 'Regular',
    type_slug: 'regular',
    type_sort: 0,
    teksonumber: String(100000 + variantId),
    ean: ean13(variantId),
    shipping_days: 2,
  });
  rows.stock.push({
    variant_id: variantId,
    store_id: WEB_STORE_ID,
    quantity: 1,
    blocked: false,
    shelf_code: 'SH-1',
  });
  const price = reduce(parent.rule.regular, random.pick([30, 40, 50, 60]));
  rows.prices.push({
    variant_id: variantId,
    tax_area_id: 1,
    regular: price,
    active: price,
    lowest_30d: price,
  });
}
