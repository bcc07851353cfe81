import { formatPrice, type Language, mediaUrl, pathOf, ROUTES } from '@shop/shared-contracts';
import { PriceSummaryView, useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import '../orders.css';
import { startCartOwner } from '../cart/cart-owner';
import { AmountInput } from '../cart-view/amount-input';
import { showsAvailableNote } from '../cart-view/amount-rules';

const IMAGE = 96;

/**
 * The added-to-cart modal (catalogue §2, §4, §5), shown by the cart's owner for the line a
 * remote added with `openModal`: the product, its price once validated (PENDING shows loading),
 * the amount (1..max_amount unless on order, at most MAX_LINE_AMOUNT, saying so when more is
 * typed; disabled when frozen; 'Available N pcs'), the cart's totals as the server's summary
 * has them (decision 0023: gift packing only when chosen, delivery "from" outside the total),
 * and Continue to checkout. Closing stores the amount and validates again.
 */
export function AddedToCartModal({ language }: { readonly language: Language }) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const [owner] = useState(startCartOwner);
  const { store, validator, modal } = owner;
  const shown = useSyncExternalStore(modal.subscribe, modal.current);
  const cart = useSyncExternalStore(store.subscribe, store.current);
  const validation = useSyncExternalStore(validator.subscribe, validator.current);
  const market = useBusState('market:changed');
  const dialog = useRef<HTMLDialogElement>(null);
  const line = cart.lines.find((candidate) => candidate.uid === shown?.uid);
  const [amount, setAmount] = useState(1);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (shown && !element.open) element.showModal();
    if (!shown && element.open) element.close();
  }, [shown]);
  useEffect(() => {
    if (line) setAmount(line.amount);
  }, [line]);

  const priced = validation.response?.products.find((row) => row.uid === shown?.uid);
  const isPending = validation.status === 'PENDING' || validation.status === 'UNSET';
  const max = priced && !priced.on_order ? priced.max_amount : null;
  const close = () => {
    if (line && amount !== line.amount && line.bundleId === undefined) {
      store.setAmount(line.uid, amount);
      validator.schedule({ force: true });
    }
    modal.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={dialog}
      className="chk-modal"
      data-boundary="mf-checkout"
      aria-labelledby={`${id}-title`}
      data-testid="added-to-cart-modal"
      onClose={() => {
        if (modal.current() !== null) close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      {shown && line ? (
        <div className="chk-modal-body">
          <h2 id={`${id}-title`}>{t('added.title')}</h2>
          <div className="chk-cart-product">
            {shown.display?.image ? (
              <img
                src={mediaUrl(shown.display.image, IMAGE, IMAGE)}
                alt=""
                width={IMAGE}
                height={IMAGE}
              />
            ) : null}
            <div>
              <strong data-testid="added-name">{priced?.name ?? shown.display?.name ?? ''}</strong>
              <div className="chk-muted">
                {priced?.variant_text ?? shown.display?.variantText ?? ''}
              </div>
              <div data-testid="added-price" aria-busy={isPending}>
                {priced && market
                  ? formatPrice(priced.unit_price, { ...market, language })
                  : t('cart.loading')}
              </div>
            </div>
          </div>
          {line.bundleId === undefined && line.giftCard === undefined ? (
            <p>
              <label htmlFor={`${id}-amount`}>{t('cart.amount')}</label>{' '}
              <AmountInput
                id={`${id}-amount`}
                amount={amount}
                max={max}
                disabled={line.isFrozen === true}
                testId="added-amount"
                onCommit={setAmount}
              />
              {showsAvailableNote(amount, max) ? (
                <span className="chk-muted" data-testid="added-available">
                  {' '}
                  {t('cart.available', { count: max ?? 0 })}
                </span>
              ) : null}
            </p>
          ) : null}
          {validation.response && !isPending ? (
            <div data-testid="added-summary">
              <PriceSummaryView
                summary={validation.response.summary}
                language={language}
                showLines={false}
              />
            </div>
          ) : null}
          <p className="chk-actions">
            <Link
              to={pathOf(ROUTES.checkout, language)}
              className="chk-button"
              data-testid="added-to-checkout"
              onClick={close}
            >
              {t('added.toCheckout')}
            </Link>
            <button type="button" onClick={close} data-testid="added-close">
              {t('added.continue')}
            </button>
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
