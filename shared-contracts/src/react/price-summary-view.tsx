import type { PriceSummary } from '../api/price-summary.js';
import type { Language } from '../market/languages.js';
import { formatMoney } from '../pricing/format-price.js';
import { summaryTotalRows } from '../pricing/summary-rows.js';
import { useMessages } from './define-messages.js';
import { priceSummaryMessages } from './price-summary-messages.js';

/**
 * A priced summary as every page shows it (decision 0023): its lines (name, detail,
 * `amount × unit` and the line's total) when `showLines`, then the rows of `summaryTotalRows`.
 * Lines stack on a phone instead of a wide table. Classes are `price-summary*` for the remote's
 * styles; `data-testid`s name each row for tests.
 */
export function PriceSummaryView({
  summary,
  language,
  showLines = true,
  isReceipt = false,
}: {
  readonly summary: PriceSummary;
  readonly language: Language;
  readonly showLines?: boolean;
  readonly isReceipt?: boolean;
}) {
  const { t } = useMessages(priceSummaryMessages);
  const money = (minor: number) => formatMoney(minor, summary.currency, language);
  return (
    <section
      className="price-summary"
      data-testid="price-summary"
      data-currency={summary.currency}
      aria-label={t('summary.title')}
    >
      {showLines && summary.lines.length > 0 ? (
        <ul className="price-summary-lines">
          {summary.lines.map((line, index) => (
            // Lines have no id of their own; their order is fixed by the server.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="price-summary-line" data-testid="summary-line">
              <span className="price-summary-name">
                {line.name}
                {line.detail ? (
                  <span className="price-summary-detail"> ({line.detail})</span>
                ) : null}
              </span>
              <span className="price-summary-unit">
                <span data-testid="summary-line-unit">
                  {line.amount} × {money(line.unit)}
                </span>
                {line.regular_unit !== null ? (
                  <s className="price-summary-regular" data-testid="summary-line-regular">
                    {' '}
                    {money(line.regular_unit)}
                  </s>
                ) : null}
              </span>
              <span className="price-summary-amount" data-testid="summary-line-total">
                {money(line.total)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="price-summary-totals">
        {summaryTotalRows(summary, language, { isReceipt }).map((row, index) => (
          <div
            // Rows of one kind repeat (discounts, gift cards); their order is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={
              row.isStrong ? 'price-summary-row price-summary-strong' : 'price-summary-row'
            }
            data-testid={row.id}
          >
            <dt>{t(row.key, row.values)}</dt>
            {row.amount !== null ? (
              <dd data-testid={`${row.id}-amount`}>
                {row.isFree ? t('summary.deliveryFree') : row.amount}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
