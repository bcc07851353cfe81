/** Euro amounts as the shop's texts write them: `4,90 €`, `€4.90`, `100 €`, `€100`. */
const EURO_AMOUNT = /€\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?€/g;

/** Tags are left alone: only the text between them is read. */
const TAG = /(<[^>]*>)/;

/**
 * The euro prices written in a page's HTML, in the shopper's market (issue 12: the delivery
 * page showed euros in a Swedish market). `format` takes euro cents, as `formatPrice` does;
 * a market in euros keeps the text as written.
 */
export function localiseEuroPrices(
  html: string,
  currencyCode: string,
  format: (euroCents: number) => string,
): string {
  if (currencyCode.toLowerCase() === 'eur') return html;
  return html
    .split(TAG)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(
            EURO_AMOUNT,
            (_match, after: string | undefined, before: string | undefined) => {
              const amount = Number((after ?? before ?? '0').replace(',', '.'));
              return format(Math.round(amount * 100));
            },
          ),
    )
    .join('');
}
