import type { CartLine, CartRefusalReason, NewCartLine } from '@shop/shared-contracts';

/** The new lines, or why the change was refused (the lines stay as they were). */
export type LinesOutcome =
  | { readonly lines: readonly CartLine[] }
  | { readonly refusal: CartRefusalReason };

export interface AddLineOptions {
  /** Replace the amount of a line already in the cart instead of adding to it. */
  readonly isAmountAbsolute?: boolean;
  /** A uid for a new line; called again until it is unused. */
  readonly createUid: () => string;
}

const refuse = (refusal: CartRefusalReason): LinesOutcome => ({ refusal });

const isValidAmount = (amount: number) => Number.isInteger(amount) && amount > 0;

/** Platform §4: a new bundle's id joins model and variant ids with hyphens. */
export function isNewBundleId(bundleId: string | undefined): boolean {
  return bundleId?.includes('-') ?? false;
}

/** The same product: one bundle per bundle id, one line per variant; gift cards never merge. */
function isSameProduct(line: CartLine, added: NewCartLine): boolean {
  if (line.giftCard !== undefined || added.giftCard !== undefined) return false;
  if (line.bundleId !== undefined || added.bundleId !== undefined) {
    return line.bundleId === added.bundleId;
  }
  return line.variantId === added.variantId;
}

/** The line an added product would merge into, if any. */
export function findLineFor(lines: readonly CartLine[], added: NewCartLine): CartLine | undefined {
  return lines.find((line) => isSameProduct(line, added));
}

function changeAmount(lines: readonly CartLine[], line: CartLine, amount: number): LinesOutcome {
  if (!isValidAmount(amount)) return refuse('invalid-amount');
  // Platform §4: a frozen product cannot be increased (lowering it is allowed).
  if (line.isFrozen && amount > line.amount) return refuse('frozen');
  // Catalogue §5: 'Only a single Vuota-item is allowed per order.'
  if (line.giftCard !== undefined && amount > 1) return refuse('single-gift-card');
  if (amount === line.amount) return { lines };
  return { lines: lines.map((kept) => (kept.uid === line.uid ? { ...kept, amount } : kept)) };
}

/**
 * Sets a line's amount (the added-to-cart modal, the checkout page). Platform §4: refused for a
 * new bundle, whose id holds a hyphen. An unknown uid changes nothing.
 */
export function setLineAmount(
  lines: readonly CartLine[],
  uid: string,
  amount: number,
): LinesOutcome {
  const line = lines.find((kept) => kept.uid === uid);
  if (line === undefined) return { lines };
  if (isNewBundleId(line.bundleId)) return refuse('bundle-amount');
  return changeAmount(lines, line, amount);
}

function uniqueUid(lines: readonly CartLine[], wanted: string | undefined, create: () => string) {
  const isTaken = (uid: string) => lines.some((line) => line.uid === uid);
  let uid = wanted !== undefined && wanted !== '' ? wanted : create();
  while (isTaken(uid)) uid = create();
  return uid;
}

/**
 * Platform §4: adding a product already in the cart adds to its amount, or replaces the amount
 * when it is set absolutely (then the new-bundle rule of `setLineAmount` applies). A bundle
 * added again grows (catalogue §4). A second gift card is refused (catalogue §5).
 */
export function addLine(
  lines: readonly CartLine[],
  added: NewCartLine,
  { isAmountAbsolute = false, createUid }: AddLineOptions,
): LinesOutcome {
  if (!isValidAmount(added.amount)) return refuse('invalid-amount');
  const existing = findLineFor(lines, added);
  if (existing !== undefined) {
    return isAmountAbsolute
      ? setLineAmount(lines, existing.uid, added.amount)
      : changeAmount(lines, existing, existing.amount + added.amount);
  }
  if (added.giftCard !== undefined) {
    const hasGiftCard = lines.some((line) => line.giftCard !== undefined);
    if (hasGiftCard || added.amount > 1) return refuse('single-gift-card');
  }
  return { lines: [...lines, { ...added, uid: uniqueUid(lines, added.uid, createUid) }] };
}

/** Takes a line out of the cart; an unknown uid changes nothing. */
export function removeLine(lines: readonly CartLine[], uid: string): readonly CartLine[] {
  return lines.some((line) => line.uid === uid) ? lines.filter((line) => line.uid !== uid) : lines;
}

/**
 * The pieces in the cart, as the header's badge counts them: a line counts its amount (a
 * bundle the bundles ordered), a gift card one whatever it says, since each is one card.
 */
export function countPieces(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (line.giftCard === undefined ? line.amount : 1), 0);
}
