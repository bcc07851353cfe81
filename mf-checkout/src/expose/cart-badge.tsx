import { routeHref, type SlotProps } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from 'react-router';
import { badgeMessages } from '../messages/badge-messages';

/**
 * The header's cart link (the shell's cart badge slot) with the number of items, read from
 * the cart state this remote owns. It is on every page, so it has its own small namespace.
 */
export default function CartBadge({ language }: SlotProps) {
  const { t } = useMessages(badgeMessages);
  const cart = useBusState('cart:changed');
  const count = cart?.itemCount ?? 0;
  return (
    <Link
      to={routeHref('checkout', language)}
      data-boundary="mf-checkout"
      data-testid="cart-badge"
      aria-label={t('label', { count })}
    >
      {t('title')}
      {count > 0 ? <span className="chk-badge-count"> ({count})</span> : null}
    </Link>
  );
}
