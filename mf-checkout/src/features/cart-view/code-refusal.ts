import { type CheckoutError, formatMoney, type Language } from '@shop/shared-contracts';

/** A message of the checkout namespace with the values it is written with. */
export interface CheckoutMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * Why a discount or gift-card code was refused, in the shopper's words: each code error has its
 * own text; a minimum the code needs is said in money, the error's `amount` being hundredths of
 * the summary's currency (docs/decisions/0023-money-in-the-market-currency.md). A refusal the
 * server gave no reason for reads as the code not applying.
 */
export function describeCodeRefusal(
  error: CheckoutError | null,
  currency: string,
  language: Language,
): CheckoutMessage {
  if (error === null) return { key: 'codes.refused' };
  if (error.code === 'CODE_MINIMUM_NOT_MET' && error.amount !== undefined) {
    return {
      key: 'codes.minimum',
      values: { amount: formatMoney(error.amount, currency, language) },
    };
  }
  return { key: `validation.${error.code}` };
}
