import {
  type CartContent,
  type CartLine,
  MAX_SAVED_CART_AMOUNT,
  MAX_SAVED_CART_PRODUCTS,
  type SavedCartProduct,
  savedCartProductSchema,
} from '@shop/shared-contracts';

/** A row of the cart saved on the account. */
export type SavedRow = CartContent['products'][number];

/**
 * The cart's lines as the account keeps them. Through the contract's own schema, so the saved
 * copy always passes the server's checks: an amount above the limit is saved at the limit, and
 * a line the contract cannot hold is left out of the copy (it stays in the browser's cart).
 */
export function toSavedProducts(lines: readonly CartLine[]): SavedCartProduct[] {
  return lines
    .flatMap((line) => {
      const parsed = savedCartProductSchema.safeParse({
        uid: line.uid,
        productId: line.variantId,
        modelId: line.modelId,
        amount: Math.min(line.amount, MAX_SAVED_CART_AMOUNT),
        bundleHash: line.bundleId,
        frozen: line.isFrozen,
        giftCard: line.giftCard,
      });
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_SAVED_CART_PRODUCTS);
}

/**
 * The saved rows in the form the cart writes them, to tell whether the cart differs; null when
 * a row is not in that form (saved by an older cart), so the next save rewrites it.
 */
export function savedForm(products: readonly SavedRow[]): string | null {
  const rows: SavedCartProduct[] = [];
  for (const product of products) {
    const parsed = savedCartProductSchema.safeParse(product);
    if (!parsed.success) return null;
    rows.push(parsed.data);
  }
  return JSON.stringify(rows);
}
