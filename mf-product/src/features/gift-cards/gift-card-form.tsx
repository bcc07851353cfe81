import type { Language } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { useId, useState } from 'react';
import { sendAddToCartTracking, trackedProduct } from '../../lib/add-to-cart-tracking';
import { REFUSAL_MESSAGES, requestCartAdd, useCartRefusal } from '../../lib/cart-requests';
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

/** The category gift cards are tracked in (a fixed name: analytics reads it across languages). */
const GIFT_CARDS = 'Gift cards';

/** The gift card a form orders: its model, its one variant, and what the cart modal shows. */
export interface GiftCardIdentity {
  readonly modelId: number;
  readonly variantId: number;
  readonly name: string;
  readonly image?: string | null;
}

/**
 * Catalogue §5 gift card order: the value in steps of 10 and, for the card sent by post, the
 * recipient's name. Adding asks the cart's owner for one card of that value (and opens its
 * added-to-cart modal); the owner takes a single gift card per order and says so when refused.
 */
export function GiftCardForm({
  card,
  unitPrice,
  needsRecipient,
  language,
}: {
  readonly card: GiftCardIdentity;
  /** Euro cents per euro of value in the tax area. */
  readonly unitPrice: number;
  readonly needsRecipient: boolean;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const market = useBusState('market:changed');
  const { refusal, clear } = useCartRefusal(card.variantId);
  const [amount, setAmount] = useState<number>(GIFT_CARD_AMOUNT.initial);
  const [text, setText] = useState(String(GIFT_CARD_AMOUNT.initial));
  const [recipient, setRecipient] = useState('');
  const update = (value: number) => {
    setAmount(value);
    setText(String(value));
  };
  const { canDecrease, canIncrease } = stepperState(amount);
  const problems = giftCardProblems({ amount, recipient }, needsRecipient);
  const total = formatGiftCardTotal(amount, unitPrice, language);
  const add = () => {
    if (problems.length > 0) return;
    clear();
    const refused = requestCartAdd({
      line: {
        variantId: card.variantId,
        modelId: card.modelId,
        amount: 1,
        giftCard: {
          valueEuros: amount,
          ...(needsRecipient ? { recipientName: recipient.trim() } : {}),
        },
      },
      openModal: true,
      display: {
        name: card.name,
        variantText: total,
        ...(card.image ? { image: card.image } : {}),
      },
    });
    if (refused !== undefined) return;
    const product = {
      name: card.name,
      manufacturer: { name: '' },
      mainGroup: { name: GIFT_CARDS },
    };
    sendAddToCartTracking(
      trackedProduct(product, String(card.modelId), amount * unitPrice, market),
      market,
    );
  };
  return (
    <form
      className="prd-gift-form"
      data-testid={`gift-card-form-${card.modelId}`}
      data-ready={problems.length === 0}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
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
        {t('gift.value', { price: total })}
      </p>
      {problems.includes('amount') ? <p role="status">{t('gift.amountRequired')}</p> : null}
      {problems.includes('step') ? <p role="status">{t('gift.amountStep')}</p> : null}
      {problems.includes('recipient') ? <p role="status">{t('gift.recipientRequired')}</p> : null}
      <button
        type="submit"
        className="prd-button prd-button-primary"
        data-testid="gift-card-add"
        disabled={problems.length > 0}
      >
        {t('cart.addToCart')}
      </button>
      {refusal ? (
        <p role="alert" className="prd-warning" data-testid="gift-card-refused">
          {t(REFUSAL_MESSAGES[refusal])}
        </p>
      ) : null}
    </form>
  );
}
