import { routeHref, type SlotProps } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKOUT_NAMESPACE } from '../lib/messages';

/**
 * The header's cart link (the shell's cart badge slot) with the number of items, read from
 * the cart state this remote owns.
 */
export default function CartBadge({ language }: SlotProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const cart = useBusState('cart:changed');
  const count = cart?.itemCount ?? 0;
  return (
    <Link
      to={routeHref('checkout', language)}
      data-boundary="mf-checkout"
      data-testid="cart-badge"
      aria-label={t('cart.badge', { count })}
    >
      {t('cart.title')}
      {count > 0 ? <span className="chk-badge-count"> ({count})</span> : null}
    </Link>
  );
}
