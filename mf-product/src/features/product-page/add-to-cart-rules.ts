import type { ProductModel, ProductVariant } from '@shop/shared-contracts';
import { isBlockedStockUnsellable } from '../../lib/orderability';
import type { Selection } from './variant-selection';

/**
 * Who the button adds for (catalogue §4): the shopper's cart, or a staff member's enterprise
 * order or stock-transfer request (see `cart-mode.ts`; the cart carries no enterprise-order
 * mode yet, so that label is not shown).
 */
export type CartMode =
  | { readonly kind: 'shopper' }
  | { readonly kind: 'enterprise-order' }
  | { readonly kind: 'transfer-request'; readonly storeName: string };

export const SHOPPER: CartMode = { kind: 'shopper' };

/** What the add-to-cart rules look at. */
export interface AddToCartFacts {
  readonly model: Pick<ProductModel, 'colors' | 'sizes' | 'types'>;
  readonly selection: Selection;
  /** The chosen variant; undefined while a choice is missing or nothing matches. */
  readonly variant: ProductVariant | undefined;
  /** The model is not shipped to the delivery country (gift campaigns already excepted). */
  readonly isDeliveryBlocked: boolean;
  readonly mode: CartMode;
}

/** Which option the shopper still has to choose among several, if any. */
function missingChoice(facts: AddToCartFacts): 'color' | 'size' | 'type' | null {
  const { model, selection } = facts;
  if (model.colors.length > 1 && selection.color === null) return 'color';
  if (model.sizes.length > 1 && selection.size === null) return 'size';
  if (model.types.length > 1 && selection.type === null) return 'type';
  return null;
}

/** The button's text, as a message key of `cart.*`. */
export type AddToCartLabel =
  | 'selectColor'
  | 'selectSize'
  | 'selectType'
  | 'addToCart'
  | 'addToEnterpriseOrder'
  | 'addToTransferRequest'
  | 'outOfStock';

/**
 * Catalogue §4 label: Select Color/Size/Type while one of several options is not chosen; Out
 * of stock when the variant cannot be ordered; else Add to cart, or the staff mode's label. A
 * transfer request moves stock between warehouses, so the web stock does not decide it.
 */
export function addToCartLabel(facts: AddToCartFacts): AddToCartLabel {
  const missing = missingChoice(facts);
  if (missing === 'color') return 'selectColor';
  if (missing === 'size') return 'selectSize';
  if (missing === 'type') return 'selectType';
  if (facts.mode.kind === 'transfer-request') return 'addToTransferRequest';
  if (!facts.variant?.isOrderable) return 'outOfStock';
  return facts.mode.kind === 'enterprise-order' ? 'addToEnterpriseOrder' : 'addToCart';
}

/** Why the button is disabled. */
export type AddToCartBlock =
  | 'choice-missing'
  | 'not-orderable'
  | 'delivery-blocked'
  | 'stock-blocked';

/**
 * Catalogue §4 disabled rules, or null when the button may be pressed: a choice is missing, the
 * variant is not orderable, the delivery country is blocked (never on gift-campaign pages), or
 * its stock is blocked with a shipping time of at most 2 or 999. A transfer request needs only
 * a variant.
 */
export function addToCartBlock(facts: AddToCartFacts): AddToCartBlock | null {
  const { variant } = facts;
  if (missingChoice(facts) !== null) return 'choice-missing';
  if (!variant) return 'not-orderable';
  if (facts.mode.kind === 'transfer-request') return null;
  if (!variant.isOrderable) return 'not-orderable';
  if (facts.isDeliveryBlocked) return 'delivery-blocked';
  if (isBlockedStockUnsellable(variant)) return 'stock-blocked';
  return null;
}
