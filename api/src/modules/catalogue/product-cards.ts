import {
  type CardColor,
  type CardRibbon,
  GENDERS,
  type Gender,
  type Language,
  type ProductCard,
  productPath,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, I18n } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { cardPrice } from './catalogue.pricing.js';
import {
  type CardModelRow,
  selectCardGroups,
  selectCardImages,
  selectCardModels,
  selectCardProperties,
  selectCardStocks,
  selectCardVariants,
  selectPropertyTypes,
} from './product-list.repository.js';

type VariantRow = Awaited<ReturnType<typeof selectCardVariants>>[number];
type ImageRow = Awaited<ReturnType<typeof selectCardImages>>[number];

function groupBy<Row extends { modelId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const byModel = new Map<number, Row[]>();
  for (const row of rows) {
    const list = byModel.get(row.modelId);
    if (list) list.push(row);
    else byModel.set(row.modelId, [row]);
  }
  return byModel;
}

/** Distinct colours in variant order, each with its first picture. */
function cardColors(
  variants: readonly VariantRow[],
  images: readonly ImageRow[],
  lang: Language,
): CardColor[] {
  const colors = new Map<number, CardColor>();
  for (const variant of variants) {
    if (colors.has(variant.colorId)) continue;
    colors.set(variant.colorId, {
      slug: variant.colorSlug,
      name: translate(variant.colorName as I18n, lang),
      hex: variant.colorHex,
      image: images.find((image) => image.colorId === variant.colorId)?.url ?? '',
    });
  }
  return [...colors.values()];
}

/** Size names in size order, each once. */
function cardSizes(variants: readonly VariantRow[]): string[] {
  const sorted = [...variants].sort((a, b) => a.sizeSort - b.sizeSort);
  return [...new Set(sorted.map((variant) => variant.size))];
}

/** The card picture: the promoted colour's first picture, else the first picture. */
function cardImage(model: CardModelRow, colors: readonly CardColor[], images: readonly ImageRow[]) {
  const promoted = colors.find((color) => color.slug === model.promotedColour);
  return promoted?.image || images[0]?.url || colors.find((color) => color.image)?.image || '';
}

function cardGenders(gender: Gender | null): Gender[] {
  return gender !== null && (GENDERS as readonly string[]).includes(gender) ? [gender] : [];
}

/**
 * Catalogue §3 product cards of the given models, in the order of `ids`. A model without a
 * price in the tax area cannot be bought there and is left out.
 */
export async function buildProductCards(
  db: Kysely<Database>,
  ids: readonly number[],
  lang: Language,
  taxAreaId: number,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [models, variants, images, groups, stocks, properties, propertyTypes] = await Promise.all([
    selectCardModels(db, ids),
    selectCardVariants(db, ids, taxAreaId),
    selectCardImages(db, ids),
    selectCardGroups(db, ids),
    selectCardStocks(db, ids),
    selectCardProperties(db, ids),
    selectPropertyTypes(db),
  ]);
  const variantsOf = groupBy(variants);
  const imagesOf = groupBy(images);
  const groupsOf = groupBy(groups);
  const stocksOf = groupBy(stocks);
  const propertiesOf = groupBy(properties);
  const ribbons = new Map<string, CardRibbon>(
    propertyTypes.map((type) => [type.slug, { ...type, name: translate(type.name as I18n, lang) }]),
  );
  const byId = new Map(models.map((model) => [model.id, model]));
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const model = byId.get(id);
    const modelVariants = variantsOf.get(id) ?? [];
    const priced = model
      ? cardPrice(modelVariants, {
          isOutlet: model.isOutlet,
          discountsAllowed: !model.isGiftCard,
        })
      : null;
    if (!model || !priced) continue;
    const modelImages = imagesOf.get(id) ?? [];
    const colors = cardColors(modelVariants, modelImages, lang);
    cards.push({
      id,
      slug: model.slug,
      name: translate(model.name, lang),
      manufacturer: model.manufacturer,
      manufacturerSlug: model.manufacturerSlug,
      path: productPath(model.manufacturerSlug, model.groupPath, model.slug),
      image: cardImage(model, colors, modelImages),
      colors,
      price: priced.price,
      fromPrefix: priced.fromPrefix,
      showDiscountPercentage: model.showDiscountPercentage,
      shortDescription: translate(model.shortDescription, lang),
      rating: { average: Number(model.ratingAverage), count: model.ratingCount },
      soldAmount: model.soldAmount,
      published: new Date(model.published).toISOString(),
      sizes: cardSizes(modelVariants),
      stocks: (stocksOf.get(id) ?? []).map((stock) => stock.slug),
      productGroupIds: (groupsOf.get(id) ?? []).map((group) => group.groupId),
      ribbons: model.tags.flatMap((tag) => {
        const ribbon = ribbons.get(tag);
        return ribbon ? [ribbon] : [];
      }),
      genders: cardGenders(model.gender),
      isSecondHand: model.isSecondHand,
      isOutlet: model.isOutlet,
      properties: (propertiesOf.get(id) ?? []).map(({ slug, value }) => ({ slug, value })),
    });
  }
  return cards;
}
