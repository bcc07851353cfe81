// The package's own name, not a relative path: the bus and the api client must be the shared
// singletons'.
import { productApi, shopBus } from '@shop/shared-contracts';
import { useState } from 'react';
import { useBusState } from './use-bus-state.js';

/** What a heart's press came to; a failure rejects instead (the remote shows its own code). */
export type WishlistToggleOutcome = 'added' | 'removed' | 'login-required';

/**
 * A wishlist heart's state and press (catalogue §4 Wishlist toggle), the same for the product
 * page and the cards: on for a model on the logged-in customer's list; a press by a guest asks
 * for a login, else the api toggles and the list it answers goes to the shell on the bus
 * (`wishlist:changed`), so every heart on the page follows. The remote owns the texts.
 *
 * A plain call with a pending flag rather than a query mutation: a grid shows up to a thousand
 * hearts, and the answer is not cached data but the user's new state, which the shell owns.
 */
export function useWishlistToggle(modelId: number) {
  const user = useBusState('auth:changed')?.user;
  const [isPending, setPending] = useState(false);
  return {
    isOn: user?.wishlistModelIds.includes(modelId) ?? false,
    isPending,
    async toggle(): Promise<WishlistToggleOutcome> {
      if (!user?.isAuthenticated) return 'login-required';
      setPending(true);
      try {
        const answer = await productApi.wishlistToggle({ model_id: modelId });
        shopBus.emit('wishlist:changed', { modelIds: answer.wishlist_model_ids });
        return answer.added ? 'added' : 'removed';
      } finally {
        setPending(false);
      }
    },
  };
}
