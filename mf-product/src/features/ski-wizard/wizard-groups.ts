import type { ProductGroupNode } from '@shop/shared-contracts';

/** The two ski wizards (platform §3) and the ski type the compatibility call names them by. */
export const SKI_SPORTS = { alpine: 'laskettelu', nordic: 'murto' } as const;
export type SkiSport = keyof typeof SKI_SPORTS;
export const WIZARD_STEPS = ['skis', 'bindings', 'boots'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isSkiSport(value: string | undefined): value is SkiSport {
  return value === 'alpine' || value === 'nordic';
}

/** The product group of each wizard step under the sport's top-level group, if present. */
export function findWizardGroups(
  groups: readonly ProductGroupNode[],
  sport: SkiSport,
): Partial<Record<WizardStep, ProductGroupNode>> & { sport?: ProductGroupNode } {
  const top = groups.find(
    (group) => group.slug.includes(sport) || group.slug.includes(SKI_SPORTS[sport]),
  );
  if (!top) return {};
  const found: Partial<Record<WizardStep, ProductGroupNode>> = {};
  for (const step of WIZARD_STEPS) {
    const stem = step.slice(0, -1);
    const match = top.children.find(
      (child) => child.slug.includes(stem) && !child.slug.includes('pole'),
    );
    if (match) found[step] = match;
  }
  return { sport: top, ...found };
}
