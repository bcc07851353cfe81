import type { Language } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { productMessages } from '../../messages/product-messages';
import {
  formatGiftCardTotal,
  GIFT_CARD_AMOUNT,
  giftCardProblems,
  looksLikeNumber,
  parseAmount,
  stepAmount,
  stepperState,
} from './amount-rules';

/**
 * Catalogue §5 gift card order: the value in steps of 10 and, for the card sent by post, the
 * recipient's name. Adding it to the cart is the cart owner's part; the form tells what is
 * still missing.
 */
export function GiftCardForm({
  cardId,
  unitPrice,
  needsRecipient,
  language,
}: {
  readonly cardId: number;
  /** Euro cents per euro of value in the tax area. */
  readonly unitPrice: number;
  readonly needsRecipient: boolean;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const [amount, setAmount] = useState<number>(GIFT_CARD_AMOUNT.initial);
  const [text, setText] = useState(String(GIFT_CARD_AMOUNT.initial));
  const [recipient, setRecipient] = useState('');
  const update = (value: number) => {
    setAmount(value);
    setText(String(value));
  };
  const { canDecrease, canIncrease } = stepperState(amount);
  const problems = giftCardProblems({ amount, recipient }, needsRecipient);
  return (
    <form
      className="prd-gift-form"
      data-testid={`gift-card-form-${cardId}`}
      data-ready={problems.length === 0}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={`${id}-amount`}>{t('gift.amount')}</label>
      <div className="prd-stepper">
        <button
          type="button"
          aria-label={t('gift.decrease')}
          disabled={!canDecrease}
          onClick={() => update(stepAmount(amount, -1))}
        >
          −
        </button>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={GIFT_CARD_AMOUNT.min}
          max={GIFT_CARD_AMOUNT.max}
          step={GIFT_CARD_AMOUNT.step}
          value={text}
          data-testid="gift-card-amount"
          onChange={(event) => {
            setText(event.target.value);
            setAmount(parseAmount(event.target.value));
          }}
          onBlur={() => setText(String(amount))}
          onPaste={(event) => {
            if (!looksLikeNumber(event.clipboardData.getData('text'))) event.preventDefault();
          }}
        />
        <button
          type="button"
          aria-label={t('gift.increase')}
          disabled={!canIncrease}
          onClick={() => update(stepAmount(amount, 1))}
        >
          +
        </button>
      </div>
      {needsRecipient ? (
        <>
          <label htmlFor={`${id}-recipient`}>{t('gift.recipient')}</label>
          <input
            id={`${id}-recipient`}
            type="text"
            maxLength={100}
            value={recipient}
            data-testid="gift-card-recipient"
            onChange={(event) => setRecipient(event.target.value)}
          />
        </>
      ) : null}
      <p className="prd-price" data-testid="gift-card-value">
        {t('gift.value', { price: formatGiftCardTotal(amount, unitPrice, language) })}
      </p>
      {problems.includes('amount') ? <p role="status">{t('gift.amountRequired')}</p> : null}
      {problems.includes('recipient') ? <p role="status">{t('gift.recipientRequired')}</p> : null}
    </form>
  );
}
