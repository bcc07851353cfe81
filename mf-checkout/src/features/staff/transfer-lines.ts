import {
  type CartLine,
  type LineTransferAmounts,
  MAX_LINE_AMOUNT,
  type TransferRequest,
} from '@shop/shared-contracts';
import { type LinesOutcome, setLineAmount } from '../cart/cart-lines';

/** A transfer request moves single products: bundles and gift cards stay out of it. */
export function isTransferableLine(line: CartLine): boolean {
  return line.bundleId === undefined && line.giftCard === undefined;
}

/** The sum of the amounts kept for the chosen stores (stores chosen no more do not count). */
export function sumForStores(
  amounts: Readonly<Record<string, number>> | undefined,
  storeIds: readonly number[],
): number {
  return storeIds.reduce((sum, storeId) => sum + (amounts?.[String(storeId)] ?? 0), 0);
}

/**
 * Keeps a line's amounts per store. Platform §5: with several destinations the row amount is
 * the sum of the per-destination amounts, so the line's amount follows it (once it is at least
 * 1; a frozen line still cannot grow, platform §4).
 */
export function setLineTransfer(
  lines: readonly CartLine[],
  uid: string,
  transfer: LineTransferAmounts,
  request: TransferRequest | null,
): LinesOutcome {
  const line = lines.find((kept) => kept.uid === uid);
  if (line === undefined || !isTransferableLine(line)) return { lines };
  const updated = lines.map((kept) => (kept.uid === uid ? { ...kept, transfer } : kept));
  const destinations = request?.toStoreIds ?? [];
  const sum = sumForStores(transfer.toAmounts, destinations);
  if (destinations.length < 2 || sum < 1) return { lines: updated };
  return setLineAmount(updated, uid, sum);
}

/** The lines without their transfer amounts, once the request is sent or dropped. */
export function dropLineTransfers(lines: readonly CartLine[]): readonly CartLine[] {
  if (lines.every((line) => line.transfer === undefined)) return lines;
  return lines.map(({ transfer: _, ...line }) => line);
}

/**
 * A typed store amount (platform §5 numeric input): a whole number from 0 to the most a row
 * may ask for; empty or non-numeric text counts as 0.
 */
export function parseStoreAmount(text: string): number {
  const value = Math.round(Number(text));
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), MAX_LINE_AMOUNT);
}
