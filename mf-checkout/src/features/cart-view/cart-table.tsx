import {
  type CheckoutValidationResponse,
  formatMoney,
  type Language,
  localisePath,
  type MarketState,
  mediaUrl,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useId } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { isNewBundleId } from '../cart/cart-lines';
import type { CartStore } from '../cart/cart-store';
import { AmountInput } from './amount-input';
import { showsAvailableNote } from './amount-rules';
import { describeRow, toCartRows, toRowMoney } from './cart-rows';

const THUMB = 64;

/**
 * The cart's rows (platform §3 Checkout products, bundles, gift cards) with the server's
 * prices: amounts editable within the stock (catalogue §5), frozen rows and new bundles fixed,
 * each row removable; a row the server refused says why.
 */
export function CartTable({
  store,
  response,
  market,
  language,
}: {
  readonly store: CartStore;
  readonly response: CheckoutValidationResponse | null;
  readonly market: MarketState;
  readonly language: Language;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const money = (minor: number) => formatMoney(minor, market.currencyCode, language);
  const rows = toCartRows(store.current().lines, response);

  return (
    <table className="chk-cart" data-testid="cart-lines">
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.amount')}</th>
          <th scope="col">{t('cart.price')}</th>
          <th scope="col">
            <span className="chk-visually-hidden">{t('cart.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { line, priced } = row;
          const shown = describeRow(row);
          const priceOf = toRowMoney(row, market);
          const max = priced && 'max_amount' in priced ? priced.max_amount : null;
          const isFixed =
            row.kind === 'gift-card' || line.isFrozen === true || isNewBundleId(line.bundleId);
          return (
            <tr key={line.uid} data-testid="cart-line" data-uid={line.uid} aria-busy={!priced}>
              <td>
                <div className="chk-cart-product">
                  {shown.image ? (
                    <img
                      src={mediaUrl(shown.image, THUMB, THUMB)}
                      alt=""
                      width={THUMB}
                      height={THUMB}
                    />
                  ) : null}
                  <div>
                    {shown.path ? (
                      <Link to={localisePath(shown.path, language)} data-testid="cart-line-name">
                        {shown.name}
                      </Link>
                    ) : (
                      <span data-testid="cart-line-name">{shown.name || t('cart.loading')}</span>
                    )}
                    <div className="chk-muted">{shown.detail}</div>
                    {priced?.error ? (
                      <div className="chk-error" role="alert" data-testid="cart-line-error">
                        {t(`validation.${priced.error}`)}
                      </div>
                    ) : null}
                  </div>
                </div>
              </td>
              <td>
                {isFixed ? (
                  <span data-testid="cart-line-amount-fixed">{line.amount}</span>
                ) : (
                  <AmountInput
                    id={`${id}-${line.uid}`}
                    amount={line.amount}
                    max={max}
                    onCommit={(amount) => store.setAmount(line.uid, amount)}
                  />
                )}
                {showsAvailableNote(line.amount, max) ? (
                  <div className="chk-muted" data-testid="cart-line-available">
                    {t('cart.available', { count: max ?? 0 })}
                  </div>
                ) : null}
              </td>
              <td>
                {priceOf ? (
                  <>
                    <div data-testid="cart-line-total">{money(priceOf.total)}</div>
                    {priceOf.regularTotal !== null ? (
                      <div className="chk-muted">
                        <s data-testid="cart-line-regular">{money(priceOf.regularTotal)}</s>
                      </div>
                    ) : null}
                    <div className="chk-muted" data-testid="cart-line-unit">
                      {priceOf.amount} × {money(priceOf.unit)}
                    </div>
                  </>
                ) : null}
              </td>
              <td>
                <button
                  type="button"
                  className="chk-link-button"
                  data-testid="cart-line-remove"
                  onClick={() => store.removeLine(line.uid)}
                >
                  {t('cart.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
