/**
 * The ski wizard's constants (platform §3 Ski wizard, §7 compatible products), apart from their
 * schemas so the browser can read them without the schema library (decision 0013).
 */

/** The two ski wizards, kept apart (platform §3): alpine (`laskettelu`) and nordic (`murto`). */
export const SKI_WIZARD_SPORTS = ['alpine', 'nordic'] as const;
export type SkiWizardSport = (typeof SKI_WIZARD_SPORTS)[number];

/** The wizard's product groups in step order: skis first, then bindings and boots (platform §2). */
export const SKI_WIZARD_GROUPS = ['skis', 'bindings', 'boots'] as const;
export type SkiWizardGroup = (typeof SKI_WIZARD_GROUPS)[number];

/** How many products a page of a wizard step holds unless the caller asks for another size. */
export const COMPATIBLE_PRODUCTS_PAGE_SIZE = 24;
export const MAX_COMPATIBLE_PRODUCTS_PAGE_SIZE = 60;

export function isSkiWizardSport(value: unknown): value is SkiWizardSport {
  return value === 'alpine' || value === 'nordic';
}

export function isSkiWizardGroup(value: unknown): value is SkiWizardGroup {
  return value === 'skis' || value === 'bindings' || value === 'boots';
}
