import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { boundOrderableAmount, orderableMax } from './amount-rules';

/**
 * A row's amount (catalogue §5): a whole number from 1 to what can be ordered (`max`, the
 * server's `max_amount`, null when the stock does not limit it; never above an order line's
 * limit), committed when the shopper leaves the field or presses Enter; disabled for a frozen
 * row. More than can be ordered, typed or already asked for, is said under the field.
 */
export function AmountInput({
  id,
  amount,
  max,
  disabled = false,
  testId = 'cart-line-amount',
  onCommit,
}: {
  readonly id: string;
  readonly amount: number;
  readonly max: number | null;
  readonly disabled?: boolean;
  /** The cart row's field by default; the added-to-cart dialog names its own. */
  readonly testId?: string;
  readonly onCommit: (amount: number) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const [text, setText] = useState(String(amount));
  const [typedLimit, setTypedLimit] = useState<number | null>(null);
  useEffect(() => setText(String(amount)), [amount]);
  const commit = () => {
    const next = boundOrderableAmount(text, max);
    setText(String(next.amount));
    setTypedLimit(next.limit);
    if (next.amount !== amount) onCommit(next.amount);
  };
  // The row may already ask for more than can be ordered (added elsewhere, or the stock fell).
  const limit = typedLimit ?? boundOrderableAmount(amount, max).limit;
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={orderableMax(max)}
        step={1}
        className="chk-amount"
        value={text}
        disabled={disabled}
        aria-label={t('cart.amount')}
        aria-describedby={limit === null ? undefined : `${id}-limit`}
        data-testid={testId}
        onChange={(event) => {
          setText(event.target.value);
          setTypedLimit(boundOrderableAmount(event.target.value, max).limit);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {limit === null ? null : (
        <div id={`${id}-limit`} className="chk-error" role="status" data-testid={`${testId}-limit`}>
          {t('cart.onlyOrderable', { count: limit })}
        </div>
      )}
    </>
  );
}
