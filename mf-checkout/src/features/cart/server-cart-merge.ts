import type { CartLine, CartRefusalReason, NewCartLine } from '@shop/shared-contracts';
import { addLine, findLineFor, type LinesOutcome, setLineAmount } from './cart-lines';

/** The merged lines, and why saved rows were left out. */
export interface LinesMerge {
  readonly lines: readonly CartLine[];
  readonly refusals: readonly CartRefusalReason[];
}

/**
 * Merges the lines saved on the account into the cart's lines at login (issue 8). A saved row
 * the cart lacks is added; a row in both keeps the larger amount. The larger amount, not the
 * sum: the cart stays in the browser after logout, so the saved copy is often this very cart,
 * and merging it again must change nothing. The cart's rules apply as to any change (a frozen
 * line cannot grow, a new bundle's amount cannot be set, one gift card per order): a row they
 * refuse is left out and the cart's own line kept.
 */
export function mergeSavedLines(
  lines: readonly CartLine[],
  saved: readonly NewCartLine[],
  createUid: () => string,
): LinesMerge {
  let merged = lines;
  const refusals: CartRefusalReason[] = [];
  for (const line of saved) {
    const existing = findLineFor(merged, line);
    let outcome: LinesOutcome = { lines: merged };
    if (existing === undefined) outcome = addLine(merged, line, { createUid });
    else if (line.amount > existing.amount) {
      outcome = setLineAmount(merged, existing.uid, line.amount);
    }
    if ('refusal' in outcome) refusals.push(outcome.refusal);
    else merged = outcome.lines;
  }
  return { lines: merged, refusals };
}
