import {
  readJson,
  SKI_WIZARD_GROUPS,
  type SkiWizardChoices,
  type SkiWizardGroup,
  type SkiWizardSport,
  type StorageLike,
  type WizardChoice,
  type WizardPrice,
  type WizardProduct,
  type WizardVariant,
  writeItem,
} from '@shop/shared-contracts';

/**
 * A chosen product as the wizard keeps it (platform §3 Ski wizard: variantId, modelId, name,
 * image, slug and prices per group), enough to show the selection and add it to the cart
 * before the api has answered, and to check it against the other choices (catalogue §5).
 */
export interface ChosenProduct {
  readonly variantId: number;
  readonly modelId: number;
  readonly name: string;
  readonly brand: string;
  readonly image: string;
  readonly path: string;
  /** The chosen variant's label ('170 cm'); empty for a one-size product. */
  readonly variantLabel: string;
  readonly norm: string;
  readonly fits: readonly string[];
  readonly price: WizardPrice;
}

/** One sport's choices; a group not chosen is absent. */
export type WizardSelection = Partial<Readonly<Record<SkiWizardGroup, ChosenProduct>>>;

export const NO_SELECTION: WizardSelection = {};

/** Platform §3: alpine and nordic are kept apart, each under its own key. */
export function selectionStorageKey(sport: SkiWizardSport): string {
  return `skiWizard.${sport}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

function isChosenProduct(value: unknown): value is ChosenProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const price = entry.price as Record<string, unknown> | null | undefined;
  return (
    isWholeNumber(entry.variantId) &&
    isWholeNumber(entry.modelId) &&
    [entry.name, entry.brand, entry.image, entry.path, entry.variantLabel, entry.norm].every(
      isString,
    ) &&
    Array.isArray(entry.fits) &&
    entry.fits.every(isString) &&
    typeof price === 'object' &&
    price !== null &&
    isWholeNumber(price.active) &&
    isWholeNumber(price.regular)
  );
}

function isStoredSelection(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The sport's stored choices, checked by hand (no schema library in the browser, decision
 * 0013): a group whose entry is not a chosen product in the shape above is dropped alone.
 */
export function readSelection(storage: StorageLike, sport: SkiWizardSport): WizardSelection {
  const stored = readJson(storage, selectionStorageKey(sport), isStoredSelection);
  if (!stored) return NO_SELECTION;
  const selection: Partial<Record<SkiWizardGroup, ChosenProduct>> = {};
  for (const group of SKI_WIZARD_GROUPS) {
    const entry = stored[group];
    if (isChosenProduct(entry)) selection[group] = entry;
  }
  return selection;
}

export function writeSelection(
  storage: StorageLike,
  sport: SkiWizardSport,
  selection: WizardSelection,
): void {
  writeItem(storage, selectionStorageKey(sport), JSON.stringify(selection));
}

/** The product in the size chosen, as the wizard keeps it. */
export function toChosenProduct(product: WizardProduct, variant: WizardVariant): ChosenProduct {
  return {
    variantId: variant.variantId,
    modelId: product.modelId,
    name: product.name,
    brand: product.brand,
    image: product.image,
    path: product.path,
    variantLabel: variant.label,
    norm: product.norm,
    fits: product.fits,
    price: variant.price,
  };
}

/** The selection with `group` chosen (replacing its earlier choice) or, with null, cleared. */
export function withChoice(
  selection: WizardSelection,
  group: SkiWizardGroup,
  chosen: ChosenProduct | null,
): WizardSelection {
  const next: Partial<Record<SkiWizardGroup, ChosenProduct>> = { ...selection };
  if (chosen) next[group] = chosen;
  else delete next[group];
  return next;
}

/** Platform §5: only the chosen variants' ids go to the api, by group. */
export function chosenIds(
  selection: WizardSelection,
): Partial<Readonly<Record<SkiWizardGroup, number>>> {
  const ids: Partial<Record<SkiWizardGroup, number>> = {};
  for (const group of SKI_WIZARD_GROUPS) {
    const chosen = selection[group];
    if (chosen) ids[group] = chosen.variantId;
  }
  return ids;
}

/** The choices as the compatibility rule reads them (catalogue §5). */
export function choiceFits(selection: WizardSelection): SkiWizardChoices {
  const fits: Partial<Record<SkiWizardGroup, ChosenProduct>> = {};
  for (const group of SKI_WIZARD_GROUPS) {
    const chosen = selection[group];
    if (chosen) fits[group] = chosen;
  }
  return fits;
}

/**
 * The selection brought up to date with the api's answer for the ids it was sent (`sent`): a
 * recognised choice takes the api's name, picture, norms and price (another language or tax
 * area, a changed price); one the api no longer knows (null) is dropped. Answers the same object
 * when nothing changed, so the stored selection is only written when it must be.
 */
export function refreshSelection(
  selection: WizardSelection,
  sent: Partial<Readonly<Record<SkiWizardGroup, number>>>,
  answered: Readonly<Record<SkiWizardGroup, WizardChoice | null>>,
): WizardSelection {
  let next = selection;
  for (const group of SKI_WIZARD_GROUPS) {
    const chosen = selection[group];
    // Only what this answer was asked about: the shopper may have chosen again since.
    if (!chosen || sent[group] !== chosen.variantId) continue;
    const choice = answered[group];
    const variant = choice?.product.variants.find(
      (candidate) => candidate.variantId === chosen.variantId,
    );
    const fresh = choice && variant ? toChosenProduct(choice.product, variant) : null;
    if (fresh && isSameChoice(fresh, chosen)) continue;
    next = withChoice(next, group, fresh);
  }
  return next;
}

function isSameChoice(a: ChosenProduct, b: ChosenProduct): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
