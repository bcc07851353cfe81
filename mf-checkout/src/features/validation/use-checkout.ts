import { useEffect, useState, useSyncExternalStore } from 'react';
import { startCartOwner } from '../cart/cart-owner';

/**
 * The cart and its validation for a checkout view, from the page's one cart owner. A view that
 * shows prices asks for the first validation when it opens (`validate`); later changes of the
 * cart are validated by the owner.
 */
export function useCheckout({ validate = true }: { validate?: boolean } = {}) {
  const [owner] = useState(startCartOwner);
  const cart = useSyncExternalStore(owner.store.subscribe, owner.store.current);
  const validation = useSyncExternalStore(owner.validator.subscribe, owner.validator.current);
  useEffect(() => {
    if (validate && owner.validator.current().status === 'UNSET') {
      void owner.validator.validateNow();
    }
  }, [owner, validate]);
  return { cart, validation, store: owner.store, validator: owner.validator, modal: owner.modal };
}
