import type { CheckoutValidationResponse } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import type { CartStore } from '../cart/cart-store';

/**
 * Discount and gift-card codes (platform §3 `codes`, §4, §5): typed in any case, kept
 * upper-case and once; the server's echo decides which stay (a code it did not echo leaves the
 * cart with a flash saying why).
 */
export function DiscountCodesForm({
  store,
  codes,
  response,
}: {
  readonly store: CartStore;
  readonly codes: readonly string[];
  readonly response: CheckoutValidationResponse | null;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const [code, setCode] = useState('');
  const giftCards = new Map(response?.payment_events.map((event) => [event.payment_id, event]));
  return (
    <section className="chk-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('codes.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() === '') return;
          store.addDiscountCode(code);
          setCode('');
        }}
      >
        <label htmlFor={`${id}-code`}>{t('codes.label')}</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={40}
          autoComplete="off"
          data-testid="discount-code-input"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" data-testid="discount-code-add">
          {t('codes.add')}
        </button>
      </form>
      {codes.length > 0 ? (
        <ul data-testid="discount-codes">
          {codes.map((kept) => (
            <li key={kept} data-testid="discount-code">
              <span>{kept}</span>{' '}
              <span className="chk-muted">
                {giftCards.has(kept)
                  ? t('codes.giftCard')
                  : response?.cart_discount?.code === kept
                    ? t('codes.applied')
                    : t('codes.checking')}
              </span>{' '}
              <button
                type="button"
                className="chk-link-button"
                onClick={() => store.removeDiscountCode(kept)}
              >
                {t('cart.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
