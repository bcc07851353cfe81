import type { PaymentMethod } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';

/** The payment methods offered for the order, one chosen; says so when none is. */
export function PaymentMethodChoice({
  methods,
  chosen,
  isMissing,
  onChoose,
}: {
  readonly methods: readonly PaymentMethod[];
  readonly chosen: string;
  readonly isMissing: boolean;
  readonly onChoose: (slug: string) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  return (
    <fieldset>
      <legend>{t('payment.method')}</legend>
      {methods.map((option) => (
        <p key={option.slug} className="chk-check">
          <label>
            <input
              type="radio"
              name={`${id}-payment`}
              value={option.slug}
              checked={chosen === option.slug}
              data-testid={`payment-method-${option.slug}`}
              onChange={() => onChoose(option.slug)}
            />{' '}
            {option.name}
          </label>
        </p>
      ))}
      {isMissing ? (
        <span className="chk-error" role="alert" data-testid="error-payment-method">
          {t('payment.chooseMethod')}
        </span>
      ) : null}
    </fieldset>
  );
}
