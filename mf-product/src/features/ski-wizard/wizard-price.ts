import type { WizardPrice } from '@shop/shared-contracts';

/** What a wizard product's price shows, in cents. */
export interface ShownWizardPrice {
  /** Platform §4 Ski wizard: the active price is 'discount' when a discount price exists. */
  readonly active: 'discount' | 'regular';
  /** The price to pay. */
  readonly current: number;
  /** The regular price, struck through, while a discount is on; else null. */
  readonly struck: number | null;
}

/** The active discount price with the regular one struck through, else the regular price. */
export function shownWizardPrice(price: WizardPrice): ShownWizardPrice {
  if (price.active < price.regular) {
    return { active: 'discount', current: price.active, struck: price.regular };
  }
  // What the shopper pays is the api's active price (architecture rule 8), whatever it is.
  return { active: 'regular', current: price.active, struck: null };
}
