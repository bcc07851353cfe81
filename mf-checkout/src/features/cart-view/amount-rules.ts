/**
 * Catalogue §5 / platform §5 numeric input: a whole number clamped to 1..max (unbounded above
 * when `max` is null); anything that is not a number counts as 1, the least that can be bought.
 */
export function clampAmount(text: string, max: number | null): number {
  const value = Math.round(Number(text.trim()));
  const whole = Number.isFinite(value) && text.trim() !== '' ? value : 1;
  const upper = max === null ? Number.MAX_SAFE_INTEGER : Math.max(1, max);
  return Math.min(Math.max(whole, 1), upper);
}

/** Catalogue §5: 'Available N pcs' shows when the amount is at the maximum or the maximum ≤ 5. */
export function showsAvailableNote(amount: number, max: number | null): boolean {
  return max !== null && (amount >= max || max <= 5);
}
