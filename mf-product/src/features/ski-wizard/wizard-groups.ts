import type { ProductGroupNode, ProductGroupsResponse } from '@shop/shared-contracts';
import { findGroupById } from '../../lib/find-group';

/** The two ski wizards (platform §3) and the ski type the compatibility call names them by. */
export const SKI_SPORTS = { alpine: 'laskettelu', nordic: 'murto' } as const;
export type SkiSport = keyof typeof SKI_SPORTS;
export const WIZARD_STEPS = ['skis', 'bindings', 'boots'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isSkiSport(value: string | undefined): value is SkiSport {
  return value === 'alpine' || value === 'nordic';
}

/**
 * The sport a `/ski-wizard/{sport}/` path names: `alpine` or `nordic`, or the ski type the
 * catalogue's link tiles use (`laskettelu`, `murto`); undefined for anything else.
 */
export function skiSportOf(param: string | undefined): SkiSport | undefined {
  const value = param?.toLowerCase();
  if (isSkiSport(value)) return value;
  return (Object.keys(SKI_SPORTS) as SkiSport[]).find((sport) => SKI_SPORTS[sport] === value);
}

/** The step the `group` query opens (platform §2: bindings or boots); the skis by default. */
export function stepOfQuery(group: string | null): WizardStep {
  return group === 'bindings' || group === 'boots' ? group : 'skis';
}

/** The `?group=` search of a step: none for the first step, the skis. */
export function stepSearch(step: WizardStep): string {
  return step === 'skis' ? '' : `?group=${step}`;
}

/** The step after `step`, if any. */
export function nextStep(step: WizardStep): WizardStep | undefined {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
}

/** The sport's group and the group of each step it has; empty when the api names none. */
export type FoundWizardGroups = Partial<Record<WizardStep | 'sport', ProductGroupNode>>;

/**
 * The wizard's groups as the api names them (`wizardGroups`, ids of nodes in the tree), so a
 * renamed or translated slug cannot break the wizard. An older api without the field, or a
 * sport the catalogue has no group for, gives no groups.
 */
export function findWizardGroups(
  response: ProductGroupsResponse,
  sport: SkiSport,
): FoundWizardGroups {
  const ids = response.wizardGroups?.[sport];
  if (!ids) return {};
  const found: FoundWizardGroups = {};
  for (const key of ['sport', ...WIZARD_STEPS] as const) {
    const group = findGroupById(response.productGroups, ids[key]);
    if (group) found[key] = group;
  }
  return found;
}
