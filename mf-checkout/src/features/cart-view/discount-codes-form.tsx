import type { CheckoutError, Language } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useId, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import type { CartStore } from '../cart/cart-store';
import { findCodeOutcome, normaliseDiscountCode } from '../cart/discount-codes';
import type { ValidationState } from '../validation/checkout-validator';
import { describeCodeRefusal } from './code-refusal';

/**
 * Discount and gift-card codes (platform §3 `codes`, §4, §5): typed in any case, kept
 * upper-case and once; the server's echo decides which stay in the cart. A code typed here stays
 * in the field until the server has answered: a kept one leaves it for the list, a refused one
 * stays with the reason under it until the shopper edits or clears it.
 */
export function DiscountCodesForm({
  store,
  codes,
  validation,
  language,
}: {
  readonly store: CartStore;
  readonly codes: readonly string[];
  readonly validation: ValidationState;
  readonly language: Language;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const [code, setCode] = useState('');
  // The code sent and the validation it was typed after: only a later answer speaks for it.
  const [pending, setPending] = useState<{ code: string; after: number } | null>(null);
  const [refusal, setRefusal] = useState<{ readonly error: CheckoutError | null } | null>(null);
  const { response, codesSent, version } = validation;
  useEffect(() => {
    if (pending === null || response === null || version <= pending.after) return;
    const outcome = findCodeOutcome(pending.code, codesSent, response);
    if (outcome === null) return;
    setPending(null);
    if (outcome.isKept) setCode('');
    else setRefusal({ error: outcome.error });
  }, [pending, response, codesSent, version]);
  const giftCards = new Map(response?.payment_events.map((event) => [event.payment_id, event]));
  const reason =
    refusal === null
      ? null
      : describeCodeRefusal(refusal.error, response?.summary.currency ?? 'EUR', language);
  return (
    <section className="chk-codes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('codes.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const typed = normaliseDiscountCode(code);
          if (typed === '') return;
          setRefusal(null);
          if (codes.includes(typed)) {
            setCode('');
            return;
          }
          store.addDiscountCode(typed);
          setPending({ code: typed, after: version });
        }}
      >
        <label htmlFor={`${id}-code`}>{t('codes.label')}</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={40}
          autoComplete="off"
          aria-invalid={reason === null ? undefined : true}
          aria-describedby={reason === null ? undefined : `${id}-refusal`}
          data-testid="discount-code-input"
          onChange={(event) => {
            setCode(event.target.value);
            setPending(null);
            setRefusal(null);
          }}
        />
        <button type="submit" data-testid="discount-code-add">
          {t('codes.add')}
        </button>
        {reason === null ? null : (
          <p
            id={`${id}-refusal`}
            className="chk-error"
            role="alert"
            data-testid="discount-code-refusal"
          >
            {t(reason.key, reason.values)}
          </p>
        )}
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
