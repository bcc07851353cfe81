// Zod-free: the ski wizard checks a stored selection with it in the browser, the api answers
// with it; one rule for both (catalogue §5).
import type { SkiWizardGroup } from '../api/compatibility-constants.js';

/**
 * How a wizard product joins the others: skis and boots have a `norm` (their interface, e.g.
 * `alpine`, `nordic-classic`); a binding lists in `fits` the norms of the skis and boots it takes.
 */
export interface SkiWizardFit {
  readonly norm: string;
  readonly fits: readonly string[];
}

/** The products chosen so far, by group; a group not chosen is absent. */
export type SkiWizardChoices = Partial<Readonly<Record<SkiWizardGroup, SkiWizardFit>>>;

/**
 * The chosen products a product of `group` does not go with (catalogue §5): skis and boots are
 * incompatible when the chosen bindings do not list them (their norm is not in the binding's
 * `fits`); bindings are incompatible when the chosen skis or boots are not listed by them. Empty
 * when the product goes with every choice (or nothing is chosen). A product never conflicts with
 * its own group's choice: choosing it replaces that one.
 */
export function skiWizardConflicts(
  group: SkiWizardGroup,
  product: SkiWizardFit,
  choices: SkiWizardChoices,
): SkiWizardGroup[] {
  if (group === 'bindings') {
    return (['skis', 'boots'] as const).filter((other) => {
      const chosen = choices[other];
      return chosen !== undefined && !product.fits.includes(chosen.norm);
    });
  }
  const binding = choices.bindings;
  return binding !== undefined && !binding.fits.includes(product.norm) ? ['bindings'] : [];
}

/**
 * The groups whose choice clashes with another choice (a selection kept from an older visit,
 * or chosen before the catalogue changed), each clashing pair naming both groups.
 */
export function clashingChoices(choices: SkiWizardChoices): SkiWizardGroup[] {
  const binding = choices.bindings;
  if (!binding) return [];
  const clashing = skiWizardConflicts('bindings', binding, choices);
  return clashing.length === 0 ? [] : ['bindings', ...clashing];
}
