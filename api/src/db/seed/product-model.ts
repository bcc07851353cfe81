import { productImageUrl } from '../../modules/media/media-keys.js';
import type { I18n } from '../schema.js';
import { COLORS } from './data/colors.js';
import type { LeafSpec } from './data/group-types.js';
import { modelNumber, SERIES, SUFFIXES } from './data/model-names.js';
import type { LeafGroup } from './groups.js';
import type { ModelRows } from './model-rows.js';
import type { Random } from './prng.js';
import {
  deliveryLimits,
  pickNotice,
  pickProperties,
  pickQuote,
  pickSkiWizard,
} from './product-extras.js';
import { type PriceRule, pickPriceRule, variantPrices } from './product-prices.js';
import { generateReviews } from './product-reviews.js';
import { productName, productTexts } from './product-text.js';
import {
  ean13,
  type Options,
  pickOptions,
  pickStockProfile,
  stockFor,
  typeSlug,
} from './product-variants.js';
import type { Brand, Reference } from './reference.js';
import { json, mapI18n, slugify } from './text.js';

const DAY = 86_400_000;
const GEAR_SUFFIXES = [
  'Pro',
  'Lite',
  'Plus',
  'II',
  'III',
  'Air',
  'Max',
  'Evo',
  'Flex',
  'UL',
  'XL',
  'Compact',
];
const PALETTE = COLORS.filter((color) => color.slug !== 'multicolour').map((color) => color.slug);
const HEX = new Map<string, string>(COLORS.map((color) => [color.slug, color.hex]));
const COLOR_NAMES = new Map<string, I18n>(COLORS.map((color) => [color.slug, color.name]));

/** Shared state of one seed run: ids handed out in order, so the data is deterministic. */
export interface GeneratorContext {
  reference: Reference;
  outletByKind: Map<string, number[]>;
  referenceDate: Date;
  slugs: Set<string>;
  next: { variant: number; image: number; review: number };
}

/** What the model generator decided, for later bundles and second-hand copies. */
export interface GeneratedModel {
  id: number;
  slug: string;
  leaf: LeafGroup;
  name: I18n;
  brand: Brand;
  rule: PriceRule;
}

function uniqueSlug(context: GeneratorContext, base: string, brand: Brand, id: number): string {
  for (const candidate of [base, `${base}-${brand.slug}`, `${base}-${id}`]) {
    if (!context.slugs.has(candidate)) {
      context.slugs.add(candidate);
      return candidate;
    }
  }
  throw new Error(`duplicate product slug ${base}-${id}`);
}

function pickGender(random: Random, leaf: LeafSpec): 'men' | 'women' | 'kids' | null {
  if (leaf.gender === 'mixed')
    return random.weighted([
      ['men', 4],
      ['women', 4],
      [null, 2],
    ] as const);
  return leaf.gender ?? null;
}

function addVariants(
  random: Random,
  context: GeneratorContext,
  rows: ModelRows,
  model: { id: number; options: Options; rule: PriceRule; outlet: boolean; shelf: string },
): boolean {
  const profile = pickStockProfile(random);
  let allOnOrder = true;
  model.options.colours.forEach((colour) => {
    model.options.types.forEach((type, typeIndex) => {
      for (const size of model.options.sizes) {
        const id = context.next.variant++;
        const { fields, stock } = stockFor(random, id, profile, {
          outlet: model.outlet,
          shelf: model.shelf,
          reference: context.referenceDate,
        });
        rows.variants.push({
          id,
          model_id: model.id,
          color_id: context.reference.colorIds.get(colour) ?? 1,
          size: size.size,
          size_slug: size.slug,
          size_sort: size.sort,
          type,
          type_slug: typeSlug(type),
          type_sort: typeIndex,
          teksonumber: String(100000 + id),
          ean: ean13(id),
          ...fields,
        });
        rows.stock.push(...stock);
        // Later types are the richer ones (skis with bindings, long bags) and cost ~10 % more.
        const extra =
          typeIndex * Math.max(1000, Math.round((model.rule.regular * 0.1) / 1000) * 1000);
        rows.prices.push(variantPrices(id, model.rule, extra));
        allOnOrder &&= fields.on_order;
      }
    });
  });
  return allOnOrder;
}

/** Tag slugs (property types) shown on the card and page. */
function pickTags(
  random: Random,
  facts: {
    isNew: boolean;
    sustainable: boolean;
    finnish: boolean;
    bestseller: boolean;
    club: boolean;
    outlet: boolean;
  },
): string[] {
  return [
    facts.isNew ? 'new' : '',
    facts.sustainable ? 'sustainable' : '',
    facts.finnish && random.chance(0.3) ? 'finnish' : '',
    facts.bestseller ? 'bestseller' : '',
    facts.club ? 'club' : '',
    facts.outlet ? 'outlet' : '',
    random.chance(0.01) ? 'test-winner' : '',
  ].filter(Boolean);
}

/** Two or three pictures of the first colour, one or two of the others. */
function addImages(
  random: Random,
  context: GeneratorContext,
  rows: ModelRows,
  model: {
    id: number;
    name: I18n;
    colours: readonly string[];
    image: (colour: string, view: number) => string;
  },
): void {
  model.colours.forEach((colour, colourIndex) => {
    const views = colourIndex === 0 ? random.int(2, 3) : random.int(1, 2);
    const colourName = COLOR_NAMES.get(colour) ?? model.name;
    for (let view = 0; view < views; view++) {
      rows.product_images.push({
        id: context.next.image++,
        model_id: model.id,
        color_id: context.reference.colorIds.get(colour) ?? null,
        sort_order: colourIndex * 10 + view,
        url: model.image(colour, view),
        caption: json(
          mapI18n(model.name, (text, lang) => `${text}, ${colourName[lang].toLowerCase()}`),
        ),
      });
    }
  });
}

/** Generates one product model with its variants, stock, prices, images and reviews. */
export function generateModel(
  context: GeneratorContext,
  random: Random,
  id: number,
  leaf: LeafGroup,
  brand: Brand,
  rows: ModelRows,
): GeneratedModel {
  const spec = leaf.spec;
  const suffixes = SUFFIXES[spec.kind] ?? GEAR_SUFFIXES;
  const modelLabel = random.chance(0.15)
    ? random.pick(SERIES)
    : `${random.pick(SERIES)} ${random.pick(suffixes)}`;
  const gender = pickGender(random, spec);
  const name = productName(modelLabel, random.pick(spec.nouns), gender);
  const slug = uniqueSlug(context, slugify(name.en), brand, id);
  const outletLineage = context.outletByKind.get(spec.kind);
  const outlet = outletLineage !== undefined && random.chance(0.07);
  const rule = pickPriceRule(random, spec, outlet);
  const options = pickOptions(
    random,
    spec,
    random.chance(0.05) ? [...PALETTE, 'multicolour'] : PALETTE,
  );
  const firstColour = options.colours[0] ?? 'black';
  const image = (colour: string, view: number) =>
    productImageUrl(spec.kind, HEX.get(colour) ?? '#1d1d1f', brand.slug, `${id}-${view}`);
  const texts = productTexts(random, spec, leaf.top, brand.name, name);
  const properties = pickProperties(random, spec, id, context.reference.propertyIds);
  const published = new Date(
    context.referenceDate.getTime() - Math.floor(900 * random.next() ** 1.5) * DAY,
  );
  const soldAmount = Math.floor(5000 * random.next() ** 4);
  const limits = deliveryLimits(spec.kind);
  const tags = pickTags(random, {
    isNew: context.referenceDate.getTime() - published.getTime() < 60 * DAY,
    sustainable: properties.sustainable,
    finnish: brand.country === 'fi',
    bestseller: soldAmount > 2000,
    club: rule.club !== null,
    outlet,
  });
  const machineTranslated = random.chance(0.3);
  const shelf = `${'ABCDEFGH'.charAt(random.int(0, 7))}${random.int(1, 40)}-${random.int(1, 6)}`;
  const reviews = generateReviews(random, {
    modelId: id,
    firstId: context.next.review,
    kind: spec.kind,
    reference: context.referenceDate,
    image: image(firstColour, 0),
  });
  context.next.review += reviews.length;
  const ratingSum = reviews.reduce((sum, review) => sum + review.rating, 0);
  rows.product_models.push({
    id,
    slug,
    uuid: uuidFor(random),
    model_number: modelNumber(brand.slug, id, published.getUTCFullYear()),
    manufacturer_id: brand.id,
    main_group_id: leaf.id,
    name: json(name),
    tagline: json(texts.tagline),
    short_description: json(texts.shortDescription),
    long_description_html: json(texts.longDescriptionHtml),
    meta_description: json(texts.metaDescription),
    model_notice: nullableJson(pickNotice(random, spec.kind)),
    original_language: machineTranslated ? 'en' : 'fi',
    is_machine_translated: machineTranslated,
    tax_class: 1,
    is_public: !random.chance(0.015),
    campaign_only: random.chance(0.01),
    belongs_to_outlet: outlet,
    is_extended_range: random.chance(0.05),
    is_multi_color: options.colours.includes('multicolour'),
    promoted_colour:
      options.colours.length > 1 && random.chance(0.2) ? (options.colours[1] ?? null) : null,
    on_order: false,
    show_discount_percentage: !random.chance(0.1),
    gender: gender ?? (spec.gender === 'mixed' ? 'unisex' : null),
    tags: json(tags),
    shelf_codes: json([shelf, '', '', '', '', '']),
    sizetable_id: context.reference.sizeTableIds.get(spec.sizes) ?? null,
    quote: nullableJson(pickQuote(random, image(firstColour, 1))),
    blocked_countries: json(limits.blocked),
    allowed_delivery_methods: nullableJson(limits.allowed),
    price_ending:
      rule.discount && random.chance(0.5)
        ? new Date(context.referenceDate.getTime() + random.int(-10, 120) * DAY)
        : null,
    published_at: published,
    sold_amount: soldAmount,
    rating_average: reviews.length ? (ratingSum / reviews.length).toFixed(2) : 0,
    rating_count: reviews.length,
    ski_wizard: nullableJson(pickSkiWizard(random, spec)),
  });
  for (const groupId of [...leaf.lineage, ...(outlet && outletLineage ? outletLineage : [])]) {
    rows.product_model_groups.push({ model_id: id, group_id: groupId });
  }
  rows.model_properties.push(...properties.rows);
  addImages(random, context, rows, { id, name, colours: options.colours, image });
  const modelRow = rows.product_models[rows.product_models.length - 1];
  const allOnOrder = addVariants(random, context, rows, { id, options, rule, outlet, shelf });
  if (modelRow) modelRow.on_order = allOnOrder;
  rows.reviews.push(...reviews);
  return { id, slug, leaf, name, brand, rule };
}

function nullableJson(value: unknown): string | null {
  return value === null ? null : json(value);
}

/** A version-4 style UUID from the seeded generator (crypto.randomUUID is not repeatable). */
function uuidFor(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${(random.int(0, 3) + 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
