import { pathOf, ROUTES, type SlotProps } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { countPieces } from '../features/cart/cart-lines';
import { startCartOwner } from '../features/cart/cart-owner';
import { badgeMessages } from '../messages/badge-messages';

/**
 * The header's cart link (the shell's cart badge slot) with the number of pieces in the cart
 * (three jackets are 3), read from the cart state this remote owns. It is on every page, so it starts the page's one cart owner
 * (decision 0010) and has its own small namespace.
 */
// Loaded when first shown, so the badge on every page stays small.
const AddedToCartModal = lazy(() =>
  import('../features/added-modal/added-to-cart-modal').then((module) => ({
    default: module.AddedToCartModal,
  })),
);

export default function CartBadge({ language }: SlotProps) {
  const [owner] = useState(startCartOwner);
  const modal = useSyncExternalStore(owner.modal.subscribe, owner.modal.current);
  const { t } = useMessages(badgeMessages);
  const cart = useBusState('cart:changed');
  // The summary's `itemCount` is the line count; the shopper counts pieces, so the lines are
  // summed here (a summary without lines, from an older owner, still has its count).
  const count = cart?.lines ? countPieces(cart.lines) : (cart?.itemCount ?? 0);
  return (
    <>
      <Link
        to={pathOf(ROUTES.checkout, language)}
        data-boundary="mf-checkout"
        data-testid="cart-badge"
        aria-label={t('label', { count })}
      >
        {t('title')}
        {count > 0 ? <span className="chk-badge-count"> ({count})</span> : null}
      </Link>
      {modal ? (
        <Suspense fallback={null}>
          <AddedToCartModal language={language} />
        </Suspense>
      ) : null}
    </>
  );
}
