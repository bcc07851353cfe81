import { useMessages } from '@shop/shared-contracts/react';
import { useEffect, useState } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { readAmount } from './amount-limit';

/**
 * The dialog's amount: a whole number from 1 to `limit`, committed when the shopper leaves the
 * field or presses Enter. More than `limit` is not taken: the shopper is told at once how many
 * can be ordered, and the amount committed is the most that can be.
 */
export function AddedAmountInput({
  id,
  amount,
  limit,
  disabled,
  onCommit,
}: {
  readonly id: string;
  readonly amount: number;
  readonly limit: number;
  readonly disabled: boolean;
  readonly onCommit: (amount: number) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const [text, setText] = useState(String(amount));
  const [isOverLimit, setIsOverLimit] = useState(false);
  useEffect(() => setText(String(amount)), [amount]);
  const commit = () => {
    const next = readAmount(text, limit);
    setText(String(next.amount));
    if (next.amount !== amount) onCommit(next.amount);
  };
  return (
    <>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        step={1}
        className="chk-amount"
        value={text}
        disabled={disabled}
        aria-invalid={isOverLimit || undefined}
        aria-describedby={isOverLimit ? `${id}-limit` : undefined}
        data-testid="added-amount"
        onChange={(event) => {
          setText(event.target.value);
          setIsOverLimit(readAmount(event.target.value, limit).isOverLimit);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {isOverLimit ? (
        <span
          id={`${id}-limit`}
          className="chk-error"
          role="alert"
          data-testid="added-amount-limit"
        >
          {' '}
          {t('added.onlyOrderable', { count: limit })}
        </span>
      ) : null}
    </>
  );
}
