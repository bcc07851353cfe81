import { useMessages } from '@shop/shared-contracts/react';
import { checkoutMessages } from '../../messages/checkout-messages';

/** Catalogue §5: the customs terms a delivery to the UK, Switzerland or Canada accepts first. */
export function CustomsAcknowledgement({
  country,
  isAccepted,
  isMissing,
  onChange,
}: {
  readonly country: string;
  readonly isAccepted: boolean;
  readonly isMissing: boolean;
  readonly onChange: (isAccepted: boolean) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  return (
    <p className="chk-check">
      <label>
        <input
          type="checkbox"
          checked={isAccepted}
          data-testid="checkout-customs"
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {t('payment.customs', { country })}
      </label>
      {isMissing ? (
        <span className="chk-error" role="alert" data-testid="error-customs">
          {t('payment.customsRequired')}
        </span>
      ) : null}
    </p>
  );
}
