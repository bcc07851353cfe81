import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { clampAmount } from './amount-rules';

/**
 * A row's amount (catalogue §5): a whole number from 1 to `max` (no upper bound when null),
 * committed when the shopper leaves the field or presses Enter; disabled for a frozen row.
 */
export function AmountInput({
  id,
  amount,
  max,
  disabled = false,
  onCommit,
}: {
  readonly id: string;
  readonly amount: number;
  readonly max: number | null;
  readonly disabled?: boolean;
  readonly onCommit: (amount: number) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const [text, setText] = useState(String(amount));
  useEffect(() => setText(String(amount)), [amount]);
  const commit = () => {
    const next = clampAmount(text, max);
    setText(String(next));
    if (next !== amount) onCommit(next);
  };
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={max ?? undefined}
      step={1}
      className="chk-amount"
      value={text}
      disabled={disabled}
      aria-label={t('cart.amount')}
      data-testid="cart-line-amount"
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
