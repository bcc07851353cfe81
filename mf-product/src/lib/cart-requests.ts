import {
  type CartAddRequest,
  type CartRefusalReason,
  type EventBus,
  type ShopEvents,
  shopBus,
} from '@shop/shared-contracts';
import { useCallback, useEffect, useState } from 'react';

/** The message key (namespace `product`) for each refusal of the cart's owner. */
export const REFUSAL_MESSAGES = {
  frozen: 'cart.refusedFrozen',
  'bundle-amount': 'cart.refusedBundleAmount',
  'single-gift-card': 'cart.refusedSingleGiftCard',
  'invalid-amount': 'cart.refusedInvalidAmount',
} as const satisfies Record<CartRefusalReason, string>;

/**
 * Asks the cart's owner (mf-checkout) to add a line, over the bus (architecture rule 2), and
 * returns why it refused if it answered at once (the bus is synchronous and a running owner
 * answers inside the emit). Undefined: taken, or no answer yet: when the owner is not running,
 * the shell holds the request until mf-checkout has loaded (decision 0010), and
 * `useCartRefusal` shows a later refusal.
 */
export function requestCartAdd(
  request: CartAddRequest,
  bus: EventBus<ShopEvents> = shopBus,
): CartRefusalReason | undefined {
  let refused: CartRefusalReason | undefined;
  const stop = bus.on('cart:add-refused', (refusal) => {
    if (refusal.variantId === request.line.variantId) refused = refusal.reason;
  });
  try {
    bus.emit('cart:add-requested', request);
  } finally {
    stop();
  }
  return refused;
}

/**
 * The owner's latest refusal of an add for `variantId`, for the button to explain; `clear`
 * before a new attempt. Listens while mounted, so a refusal that comes late is shown too.
 */
export function useCartRefusal(variantId: number | null) {
  const [refusal, setRefusal] = useState<CartRefusalReason | null>(null);
  useEffect(() => {
    setRefusal(null);
    if (variantId === null) return;
    return shopBus.on('cart:add-refused', (answer) => {
      if (answer.variantId === variantId) setRefusal(answer.reason);
    });
  }, [variantId]);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, clear };
}
