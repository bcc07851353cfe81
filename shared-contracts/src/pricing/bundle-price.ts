// Zod-free: the product page computes it on every first load.

/**
 * A bundle's price for the chosen variants' active prices (cents): their sum less the offer's
 * percent, rounded to the cent. The one rule the page shows and the checkout charges.
 */
export function bundlePrice(activePrices: readonly number[], discountPercent: number): number {
  const total = activePrices.reduce((sum, price) => sum + price, 0);
  return Math.round((total * (100 - discountPercent)) / 100);
}
