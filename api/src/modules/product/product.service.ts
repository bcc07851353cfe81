import {
  type Language,
  type ProductColor,
  type ProductImage,
  type ProductModel,
  type ProductOption,
  type ProductPrices,
  type ProductProperty,
  type ProductVariant,
  productPath,
  type StaffVariantStock,
  shopClockTime,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { priceType } from '../catalogue/catalogue.pricing.js';
import { loadBundleOffers } from './bundle-offers.service.js';
import {
  findGroupLineage,
  findImageRows,
  findModelRef,
  findModelRow,
  findPropertyRows,
  findStockRows,
  findVariantRows,
  type ModelRow,
  type StockRow,
  type VariantRow,
} from './product.repository.js';
import {
  compareColours,
  compareSizes,
  discountPercent,
  isOrderable,
  isSustainabilityFlag,
  localiseUnit,
  localiseUnitsInText,
  orderProperties,
  propertyKind,
  splitUnit,
} from './product.rules.js';

type Db = Kysely<Database>;

export interface ProductModelOptions {
  readonly taxAreaId: number;
  readonly lang: Language;
  readonly inGiftCampaign: boolean;
  /** Add the per-store stock breakdown (catalogue §1): only ever for a staff viewer. */
  readonly withStaffStock?: boolean;
}

/** The full product model (catalogue §3) of a slug, or undefined when no model has it. */
export async function loadProductModel(
  db: Db,
  slug: string,
  options: ProductModelOptions,
): Promise<ProductModel | undefined> {
  const model = await findModelRow(db, slug);
  if (!model) return undefined;
  const [lineage, variantRows, imageRows, propertyRows, bundleOffers, parent] = await Promise.all([
    findGroupLineage(db, model.group_path),
    findVariantRows(db, model.id, options.taxAreaId),
    findImageRows(db, model.id),
    findPropertyRows(db, model.id),
    loadBundleOffers(db, model.id, options),
    model.is_second_hand && model.second_hand_parent_id !== null
      ? findModelRef(db, model.second_hand_parent_id)
      : undefined,
  ]);
  const stockRows = await findStockRows(
    db,
    variantRows.map((row) => row.id),
  );
  const { lang } = options;
  const variants = variantRows.map((row) => toVariant(row, model, stockRows, options));
  const toImage = (row: (typeof imageRows)[number]): ProductImage => ({
    url: row.url,
    caption: translate(row.caption, lang),
  });
  const breadcrumb = lineage.map((group) => ({
    id: group.id,
    name: translate(group.name, lang),
    path: group.path,
  }));
  const mainGroup = breadcrumb.find((group) => group.id === model.main_group_id) ?? {
    id: model.main_group_id,
    name: '',
    path: model.group_path,
  };
  return {
    id: model.id,
    slug: model.slug,
    name: translate(model.name, lang),
    modelNumber: model.model_number,
    path: productPath(model.brand_slug, model.group_path, model.slug),
    manufacturer: {
      name: model.brand_name,
      slug: model.brand_slug,
      logo: model.brand_logo,
      countryCode: model.brand_country,
    },
    tagline: translate(model.tagline, lang),
    shortDescription: translate(model.short_description, lang),
    metaDescription: translate(model.meta_description, lang),
    longDescriptionHtml: translate(model.long_description_html, lang),
    modelNotice: model.model_notice ? translate(model.model_notice, lang) : null,
    prices: modelPrices(variants),
    colors: toColours(variantRows, variants, imageRows, lang).map(({ colour }) => ({
      ...colour,
      images: colour.images.map(toImage),
    })),
    sizes: toSizes(variantRows, lang),
    types: toTypes(variantRows),
    variants,
    images: imageRows.filter((row) => row.color_id === null).map(toImage),
    properties: toProperties(propertyRows, lang),
    rating: { average: Number(model.rating_average), count: model.rating_count },
    mainGroup,
    breadcrumb,
    promotedColour: model.promoted_colour,
    isPublic: model.is_public,
    campaignOnly: model.campaign_only,
    isSecondHand: model.is_second_hand,
    isGiftCard: model.is_gift_card,
    needsRecipient: model.needs_recipient,
    isBundle: model.is_bundle,
    onOrder: model.on_order,
    belongsToOutlet: model.belongs_to_outlet,
    blockedDeliveryCountries: model.blocked_countries.map((code) => code.toLowerCase()),
    bundleOffers,
    priceEnding: model.price_ending ? new Date(model.price_ending).toISOString() : null,
    priceEndingShopTime: model.price_ending ? shopClockTime(new Date(model.price_ending)) : null,
    ...(options.withStaffStock ? { staffStock: toStaffStock(variantRows, stockRows) } : {}),
    quote: model.quote
      ? {
          text: translate(model.quote.text, lang),
          name: model.quote.name,
          image: model.quote.image,
        }
      : null,
    // Catalogue §2: machine-translated texts can be shown as written.
    original:
      model.is_machine_translated && model.original_language !== lang
        ? {
            language: model.original_language,
            tagline: translate(model.tagline, model.original_language),
            shortDescription: translate(model.short_description, model.original_language),
            longDescriptionHtml: translate(model.long_description_html, model.original_language),
          }
        : null,
    secondHandParent: parent
      ? {
          name: translate(parent.name, lang),
          path: productPath(parent.brand_slug, parent.group_path, parent.slug),
        }
      : null,
  };
}

/** Every stock row of each variant, zero quantities and blocked stock included. */
function toStaffStock(
  variantRows: readonly VariantRow[],
  stockRows: readonly StockRow[],
): StaffVariantStock[] {
  return variantRows.map((row) => ({
    variantId: row.id,
    stores: stockRows
      .filter((entry) => entry.variant_id === row.id)
      .map((entry) => ({
        storeId: entry.store_id,
        storeSlug: entry.slug,
        storeName: entry.name,
        quantity: entry.quantity,
        shelfCode: entry.shelf_code || null,
      })),
  }));
}

function toPrices(row: VariantRow, model: ModelRow): ProductPrices {
  const regular = row.regular ?? 0;
  const active = row.active ?? regular;
  // One price-type rule for cards and product pages, so both always name the same type.
  const columns = {
    regular,
    active,
    club: row.club,
    discountFree: row.discount_free,
    lowest30d: row.lowest_30d,
  };
  return {
    active,
    regular,
    club: row.club,
    discount: row.discount_value,
    lowest30d: row.lowest_30d,
    type: priceType(columns, {
      isOutlet: model.belongs_to_outlet,
      discountsAllowed: !model.is_gift_card,
    }),
    discountPercent: discountPercent(regular, active, model.show_discount_percentage),
  };
}

function toVariant(
  row: VariantRow,
  model: ModelRow,
  stockRows: readonly StockRow[],
  options: ProductModelOptions,
): ProductVariant {
  const stock = stockRows.filter((entry) => entry.variant_id === row.id);
  const web = stock.find((entry) => entry.store_id === WEB_STORE_ID);
  const facts = {
    onOrder: row.on_order,
    webQuantity: web?.quantity ?? 0,
    isStockBlocked: web?.blocked ?? false,
    shippingDays: row.shipping_days,
  };
  return {
    variantId: row.id,
    colorSlug: row.color_slug,
    sizeSlug: row.size_slug,
    typeSlug: row.type_slug,
    isOrderable: isOrderable(facts, options.inGiftCampaign),
    ...facts,
    incomingDate: row.incoming_date ? new Date(row.incoming_date).toISOString() : null,
    // Stores to visit: the web store and the supplier's stock are not places to go.
    inStockStores: stock
      .filter((entry) => !entry.is_web && entry.type !== 'external')
      .filter((entry) => entry.quantity > 0 && !entry.blocked)
      .map((entry) => ({ slug: entry.slug, name: entry.name })),
    inExternalStock: stock.some(
      (entry) => entry.type === 'external' && entry.quantity > 0 && !entry.blocked,
    ),
    prices: toPrices(row, model),
  };
}

/** The model's headline price: its cheapest orderable variant, else its cheapest variant. */
function modelPrices(variants: readonly ProductVariant[]): ProductPrices {
  const orderable = variants.filter((variant) => variant.isOrderable);
  const pool = orderable.length > 0 ? orderable : variants;
  const cheapest = pool.reduce<ProductVariant | undefined>(
    (best, variant) => (!best || variant.prices.active < best.prices.active ? variant : best),
    undefined,
  );
  return (
    cheapest?.prices ?? {
      active: 0,
      regular: 0,
      club: null,
      discount: null,
      lowest30d: null,
      type: 'normal',
      discountPercent: 0,
    }
  );
}

type ImageRow = Awaited<ReturnType<typeof findImageRows>>[number];

function toColours(
  rows: readonly VariantRow[],
  variants: readonly ProductVariant[],
  images: readonly ImageRow[],
  lang: Language,
) {
  const colours = new Map<
    string,
    { colour: Omit<ProductColor, 'images'> & { images: ImageRow[] }; inStock: number }
  >();
  rows.forEach((row, index) => {
    // Catalogue §4: options with an empty slug are dropped, the rest deduplicated by slug.
    if (!row.color_slug) return;
    const entry = colours.get(row.color_slug) ?? {
      colour: {
        slug: row.color_slug,
        name: translate(row.color_name, lang),
        hex: row.color_hex,
        images: images.filter((image) => image.color_id === row.color_id),
      },
      inStock: 0,
    };
    if (variants[index]?.isOrderable) entry.inStock += 1;
    colours.set(row.color_slug, entry);
  });
  return [...colours.values()].sort((a, b) =>
    compareColours(
      { name: a.colour.name, inStock: a.inStock },
      { name: b.colour.name, inStock: b.inStock },
      lang,
    ),
  );
}

function uniqueOptions(
  rows: readonly VariantRow[],
  pick: (row: VariantRow) => { slug: string; name: string; sort: number },
  compare: (a: { name: string; sort: number }, b: { name: string; sort: number }) => number,
): ProductOption[] {
  const bySlug = new Map<string, { slug: string; name: string; sort: number }>();
  for (const row of rows) {
    const option = pick(row);
    if (option.slug && !bySlug.has(option.slug)) bySlug.set(option.slug, option);
  }
  return [...bySlug.values()].sort(compare).map(({ slug, name }) => ({ slug, name }));
}

function toSizes(rows: readonly VariantRow[], lang: Language): ProductOption[] {
  return uniqueOptions(
    rows,
    (row) => ({
      slug: row.size_slug,
      name: localiseUnitsInText(row.size, lang),
      sort: row.size_sort,
    }),
    (a, b) => compareSizes({ size: a.name, sort: a.sort }, { size: b.name, sort: b.sort }),
  );
}

function toTypes(rows: readonly VariantRow[]): ProductOption[] {
  return uniqueOptions(
    rows,
    (row) => ({ slug: row.type_slug, name: row.type, sort: row.type_sort }),
    (a, b) => a.sort - b.sort || a.name.localeCompare(b.name),
  );
}

type PropertyRow = Awaited<ReturnType<typeof findPropertyRows>>[number];

/** Catalogue §3 properties; the page adds the model number after them (it closes the list). */
function toProperties(rows: readonly PropertyRow[], lang: Language): ProductProperty[] {
  const listed = rows
    .filter((row) => !isSustainabilityFlag(row.slug))
    .map((row) => {
      const { name, unit } = splitUnit(translate(row.name, lang));
      const written = unit ?? row.unit;
      const shownUnit = written === null ? null : localiseUnit(written, lang);
      return {
        slug: row.slug,
        name,
        value: row.value,
        unit: shownUnit,
        kind: propertyKind(row.value, shownUnit),
      };
    });
  return orderProperties(listed);
}
