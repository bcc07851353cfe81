/** The number a complaint is quoted by: 'R' and its id, six digits at least ("R000042"). */
export function complaintNumber(id: number): string {
  return `R${String(id).padStart(6, '0')}`;
}

/**
 * A row's share of its order's discount, per unit, in cents: the order keeps one discount total
 * (migration 0013), so the row gets the part its price is of the lines' total. The complaint
 * marks such a discount `calculatedDiscount` (platform §3).
 */
export function rowUnitDiscount(unitPrice: number, linesTotal: number, discountTotal: number) {
  if (linesTotal <= 0 || discountTotal <= 0) return 0;
  return Math.min(unitPrice, Math.round((discountTotal * unitPrice) / linesTotal));
}
