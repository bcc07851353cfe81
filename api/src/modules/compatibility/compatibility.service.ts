import {
  type CompatibleProductsResponse,
  type Language,
  productPath,
  SKI_WIZARD_GROUPS,
  type SkiWizardChoices,
  type SkiWizardGroup,
  type SkiWizardSport,
  skiWizardConflicts,
  type WizardChoice,
  type WizardProduct,
  type WizardVariant,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, SkiWizardInfo } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import {
  findGroupModels,
  findModelDetails,
  findPricedVariants,
  findVariantModels,
  type ModelDetailRow,
  type PricedVariantRow,
} from './compatibility.repository.js';
import { cheapestPrice, compatibleFirst, toWizardVariants } from './compatibility.rules.js';

type Db = Kysely<Database>;

/** The sports as the data names them (platform §7 ski_type: `laskettelu` alpine, `murto` nordic). */
export const SPORT_IN_DATA = {
  alpine: 'laskettelu',
  nordic: 'murto',
} as const satisfies Record<SkiWizardSport, SkiWizardInfo['sport']>;

export interface CompatibleProductsRequest {
  readonly sport: SkiWizardSport;
  readonly group: SkiWizardGroup;
  /** The variant chosen in each group so far. */
  readonly chosen: Partial<Readonly<Record<SkiWizardGroup, number>>>;
  readonly lang: Language;
  readonly taxAreaId: number;
  readonly page: number;
  readonly size: number;
}

/** A chosen variant whose model is a public product of the sport's group. */
interface Choice {
  readonly variantId: number;
  readonly modelId: number;
  readonly wizard: SkiWizardInfo;
}

type Choices = Partial<Record<SkiWizardGroup, Choice>>;

/**
 * The chosen variants that name a public product of the sport in the group they were sent for;
 * any other id (unknown, hidden, another sport or group) is left out, as if not chosen.
 */
async function recogniseChoices(
  db: Db,
  sport: SkiWizardInfo['sport'],
  chosen: CompatibleProductsRequest['chosen'],
): Promise<Choices> {
  const ids = SKI_WIZARD_GROUPS.flatMap((group) => chosen[group] ?? []);
  const rows = await findVariantModels(db, ids);
  const choices: Choices = {};
  for (const group of SKI_WIZARD_GROUPS) {
    const row = rows.find((candidate) => candidate.variant_id === chosen[group]);
    const wizard = row?.ski_wizard;
    if (!row || !wizard || !row.is_public || row.is_gift_card || row.campaign_only) continue;
    if (wizard.sport !== sport || wizard.group !== group) continue;
    choices[group] = { variantId: row.variant_id, modelId: row.id, wizard };
  }
  return choices;
}

function fitsOf(choices: Choices): SkiWizardChoices {
  const fits: Partial<Record<SkiWizardGroup, SkiWizardInfo>> = {};
  for (const group of SKI_WIZARD_GROUPS) {
    const choice = choices[group];
    if (choice) fits[group] = choice.wizard;
  }
  return fits;
}

function toProduct(
  detail: ModelDetailRow | undefined,
  wizard: SkiWizardInfo,
  variants: readonly WizardVariant[],
  conflicts: readonly SkiWizardGroup[],
  lang: Language,
): WizardProduct | undefined {
  const priced = cheapestPrice(variants);
  if (!detail || !priced) return undefined;
  return {
    modelId: detail.id,
    slug: detail.slug,
    name: translate(detail.name, lang),
    brand: detail.brand_name,
    image: detail.image ?? '',
    path: productPath(detail.brand_slug, detail.group_path, detail.slug),
    norm: wizard.norm,
    fits: [...wizard.fits],
    price: priced.price,
    hasPriceRange: priced.hasPriceRange,
    variants: [...variants],
    conflicts: [...conflicts],
    isCompatible: conflicts.length === 0,
  };
}

/**
 * A page of a ski wizard step (platform §3 Ski wizard, §7; catalogue §5): the sport's public
 * products of the group that can be ordered now in the tax area, with their orderable variants,
 * each flagged with the choices it does not go with; those going with every choice first, then
 * best sellers first. The recognised choices come back with all their priced variants and how
 * they go with each other.
 */
export async function listCompatibleProducts(
  db: Db,
  request: CompatibleProductsRequest,
): Promise<CompatibleProductsResponse> {
  const { group, lang, page, size } = request;
  const sport = SPORT_IN_DATA[request.sport];
  const choices = await recogniseChoices(db, sport, request.chosen);
  const fits = fitsOf(choices);
  const models = await findGroupModels(db, sport, group);
  const choiceModelIds = Object.values(choices).map((choice) => choice.modelId);
  const variantRows = await findPricedVariants(
    db,
    [...new Set([...models.map((model) => model.id), ...choiceModelIds])],
    request.taxAreaId,
  );
  const rowsOf = new Map<number, PricedVariantRow[]>();
  for (const row of variantRows) {
    const list = rowsOf.get(row.model_id);
    if (list) list.push(row);
    else rowsOf.set(row.model_id, [row]);
  }
  const variantsOf = (modelId: number) => toWizardVariants(rowsOf.get(modelId) ?? [], lang);

  const listed = compatibleFirst(
    models.flatMap((model) => {
      const variants = variantsOf(model.id).filter((variant) => variant.isOrderable);
      if (variants.length === 0) return [];
      return [{ model, variants, conflicts: skiWizardConflicts(group, model.ski_wizard, fits) }];
    }),
  );
  const shown = listed.slice((page - 1) * size, page * size);
  const details = await findModelDetails(db, [
    ...new Set([...shown.map((item) => item.model.id), ...choiceModelIds]),
  ]);
  const detailOf = new Map(details.map((detail) => [detail.id, detail]));

  const selectedOf = (chosenGroup: SkiWizardGroup): WizardChoice | null => {
    const choice = choices[chosenGroup];
    if (!choice) return null;
    const variants = variantsOf(choice.modelId);
    // A choice not sold in this tax area cannot be shown with a price.
    if (!variants.some((variant) => variant.variantId === choice.variantId)) return null;
    const conflicts = skiWizardConflicts(chosenGroup, choice.wizard, fits);
    const product = toProduct(
      detailOf.get(choice.modelId),
      choice.wizard,
      variants,
      conflicts,
      lang,
    );
    return product ? { variantId: choice.variantId, product } : null;
  };

  return {
    sport: request.sport,
    group,
    products: shown.flatMap(
      (item) =>
        toProduct(
          detailOf.get(item.model.id),
          item.model.ski_wizard,
          item.variants,
          item.conflicts,
          lang,
        ) ?? [],
    ),
    count: listed.length,
    compatibleCount: listed.filter((item) => item.conflicts.length === 0).length,
    page,
    maxPages: Math.ceil(listed.length / size),
    selected: {
      skis: selectedOf('skis'),
      bindings: selectedOf('bindings'),
      boots: selectedOf('boots'),
    },
  };
}
